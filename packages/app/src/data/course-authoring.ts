import type { AuthoredCourse, SaveCourseRequest } from '@lp/contract/api';
import type { Transcript } from '@lp/contract';
import type { DraftServer } from './course-draft';
import type { ApiClient } from './api-client';
import { defineResource } from './resource';

/** The /api/v1 paths of the course builder (docs/api.md, issue 32). */
export const authoringPaths = {
  list: '/courses/authoring',
  course: (id: string) => `/courses/${encodeURIComponent(id)}/authoring`,
  save: (id: string) => `/courses/${encodeURIComponent(id)}`,
  transcripts: (id: string) => `/courses/${encodeURIComponent(id)}/transcripts`,
  image: (id: string) => `/courses/${encodeURIComponent(id)}/image`,
  create: '/courses',
  import: '/courses/import',
  export: (id: string) => `/courses/${encodeURIComponent(id)}/export`,
} as const;

const schemas = () => import('@lp/contract/api');

// The schemas arrive with the first answer rather than with the page (see api-client.ts).
export const authoredListResource = defineResource(() =>
  schemas().then((m) => m.authoredCourseListSchema),
);
export const authoredCourseResource = defineResource(() =>
  schemas().then((m) => m.authoredCourseSchema),
);

/** The save request of the builder's copy: the course's fields, its modules and the version read. */
export function toSaveRequest(course: AuthoredCourse, version: number): SaveCourseRequest {
  return {
    title: course.title,
    description: course.description,
    category: course.category,
    difficultyLevel: course.difficultyLevel as SaveCourseRequest['difficultyLevel'],
    estimatedDurationHours: course.estimatedDurationHours,
    language: course.language,
    imageUrl: course.imageUrl,
    isPublished: course.isPublished,
    isShared: course.isShared,
    modules: course.modules,
    version,
  };
}

/** The builder's autosave against the API: PUT /courses/:id and GET /courses/:id/authoring. */
export function draftServer(api: ApiClient, courseId: string): DraftServer {
  const schema = () => schemas().then((m) => m.authoredCourseSchema);
  return {
    save: async (course, version) =>
      (
        await api.put(authoringPaths.save(courseId), {
          body: toSaveRequest(course, version),
          schema,
        })
      ).data,
    load: async () => (await api.get(authoringPaths.course(courseId), { schema })).data,
  };
}

/** Uploads a WebVTT file as the course's transcript; the lesson then names its id. */
export async function uploadTranscript(
  api: ApiClient,
  courseId: string,
  file: File,
): Promise<Transcript> {
  const form = new FormData();
  form.append('transcript', file, file.name);
  return (
    await api.post(authoringPaths.transcripts(courseId), {
      body: form,
      schema: () => schemas().then((m) => m.uploadedTranscriptSchema),
    })
  ).data;
}

/** A new draft course with its title (English by default), in the person's university. */
export async function createCourse(api: ApiClient, title: string) {
  return (
    await api.post(authoringPaths.create, {
      body: { title, language: 'en', isPublished: false },
      schema: () => schemas().then((m) => m.apiCourseSchema),
    })
  ).data;
}

/** Imports a course archive or a Common Cartridge as a draft: the course and what was left out. */
export async function importCourse(api: ApiClient, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return (
    await api.post(authoringPaths.import, {
      body: form,
      schema: () => schemas().then((m) => m.courseImportResponseSchema),
    })
  ).data;
}

/** Uploads the course's image; the answer's course carries its new address. */
export async function uploadCourseImage(api: ApiClient, courseId: string, file: File) {
  const form = new FormData();
  form.append('image', file, file.name);
  return (
    await api.post(authoringPaths.image(courseId), {
      body: form,
      schema: () => schemas().then((m) => m.apiCourseSchema),
    })
  ).data;
}
