import * as appBuilderMessages from '@lp/locales/en/app-builder';
import * as courseBuilderMessages from '@lp/locales/en/course-builder';
import {
  courseDetailsErrors,
  loadBuilderSchemas,
  type CourseDetailsErrors,
  type CourseDetailsValues,
} from '@lp/patterns';
import { redirect } from 'react-router-dom';
import { ApiError } from '../../data/api-error';
import { messagesOutsideReact } from '../../routes/outside-react-messages';
import { paths } from '../../routes/paths';
import type { ScreenAction } from '../../routes/route-types';
import type { CourseImportResponse, ImportReport } from '@lp/contract/api';

// The builder's forms that work before the app's script has run (issue 32): New course and
// Import on /builder, and a course's details on /builder/:courseId. With the script, the
// screens send the same requests themselves; the rest of the course page (the structure
// editor, the lesson editors, autosave) needs it.

/** What a /builder form hands back when it did not go on to the course. */
export interface BuilderFormResult {
  form: 'new' | 'import';
  error: string;
}

/**
 * A course file read: the new draft and the import's report, shown on /builder with the way to
 * the draft (issue 32: what an import leaves out is listed, never dropped silently).
 */
export interface ImportedCourse {
  courseId: string;
  title: string;
  report: ImportReport;
}

/** An import's result as the page shows it. */
export const importedCourseOf = (answer: CourseImportResponse): ImportedCourse => ({
  courseId: answer.course.id,
  title: answer.course.title,
  report: answer.report,
});

/** Where each /builder form posts: the page's own address with the form's intent. */
export const builderFormAction = (intent: BuilderFormResult['form']) =>
  `${paths.builder()}?intent=${intent}`;

const messageOf = (failure: unknown, fallback: string) =>
  failure instanceof ApiError && failure.kind === 'http' ? failure.message : fallback;

/** /builder: starts a draft course and opens it in the builder, or imports a course file and reports. */
export const list: ScreenAction = async ({ request, services }) => {
  const { api } = services;
  const intent = new URL(request.url).searchParams.get('intent');
  const [m, text] = await Promise.all([
    import('../../data/course-authoring'),
    messagesOutsideReact(appBuilderMessages, services),
  ]);
  if (intent === 'import') {
    const file = (await request.formData()).get('archive');
    if (!(file instanceof File) || file.size === 0)
      return {
        form: 'import',
        error: text.chooseFile,
      } satisfies BuilderFormResult;
    try {
      return { imported: importedCourseOf(await m.importCourse(api, file)) };
    } catch (failure) {
      const error = messageOf(failure, text.importFailed);
      return { form: 'import', error } satisfies BuilderFormResult;
    }
  }
  try {
    const { untitled } = await messagesOutsideReact(courseBuilderMessages, services);
    const created = await m.createCourse(api, untitled);
    return redirect(paths.builderCourse(created.id));
  } catch (failure) {
    const error = messageOf(failure, text.createFailed);
    return { form: 'new', error } satisfies BuilderFormResult;
  }
};

const detailsFields = [
  'title',
  'description',
  'category',
  'difficultyLevel',
  'language',
  'estimatedDurationHours',
] as const;

/** The details form's fields as posted (text, as typed: shown back when they were not saved). */
export type PostedDetails = Record<(typeof detailsFields)[number], string>;

/** What the course page's details form hands back when the details were not saved. */
export interface DetailsFormResult {
  form: 'details';
  values: PostedDetails;
  /** The contract's message of each refused field. */
  errors: CourseDetailsErrors;
  /** Why the API refused the save (a newer version's 409), or why it could not be sent. */
  error?: string;
}

/** A posted duration as the form's number: empty is no number (the form then says so). */
export const durationOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The course's details with those posted over them. */
export function withPostedDetails<C extends { difficultyLevel: string }>(
  course: C,
  posted: PostedDetails,
) {
  return {
    ...course,
    ...posted,
    difficultyLevel: posted.difficultyLevel as C['difficultyLevel'],
    estimatedDurationHours: durationOf(posted.estimatedDurationHours),
  };
}

/**
 * /builder/:courseId: saves the course's details posted before the script ran, over the course
 * as stored, with the version the page was read at: the API's 409 when someone saved since.
 * Refused, the page comes back with the values as posted and the message; saved, the page
 * again (post/redirect/get). A chosen image is uploaded once the details are saved.
 */
export const course: ScreenAction = async ({ params, request, services }) => {
  const { api } = services;
  const courseId = params.courseId ?? '';
  const form = await request.formData();
  const posted = Object.fromEntries(
    detailsFields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as PostedDetails;
  const [m, text, builderText, schemas] = await Promise.all([
    import('../../data/course-authoring'),
    messagesOutsideReact(appBuilderMessages, services),
    messagesOutsideReact(courseBuilderMessages, services),
    loadBuilderSchemas(),
  ]);
  const server = m.draftServer(api, courseId);
  try {
    const stored = await server.load();
    const edited = withPostedDetails(stored, posted);
    // The level as posted: the contract's schema, run here, is what checks it.
    const values = edited as typeof edited & Pick<CourseDetailsValues, 'difficultyLevel'>;
    const errors = courseDetailsErrors(schemas.course, values, builderText.durationInvalid);
    if (Object.keys(errors).length > 0)
      return { form: 'details', values: posted, errors } satisfies DetailsFormResult;
    await server.save(edited, Number(form.get('version')));
    const image = form.get('image');
    if (image instanceof File && image.size > 0) await m.uploadCourseImage(api, courseId, image);
    return redirect(paths.builderCourse(courseId));
  } catch (failure) {
    const error = messageOf(failure, text.somethingWentWrong);
    return { form: 'details', values: posted, errors: {}, error } satisfies DetailsFormResult;
  }
};
