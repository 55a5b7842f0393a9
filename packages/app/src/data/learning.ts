import { defineResource } from './resource';

// The schemas arrive with the first answer rather than with the page (see api-client.ts).
const api = () => import('@lp/contract/api');
const id = encodeURIComponent;

/** The /api/v1 paths of the learner's home (docs/api.md). */
export const learningPaths = {
  dashboard: '/dashboard',
  programs: '/programs',
  program: (programId: string) => `/programs/${id(programId)}`,
  instructors: '/instructors',
  instructor: (instructorId: string) => `/instructors/${id(instructorId)}`,
  enrollment: (courseId: string) => `/courses/${id(courseId)}/enrollment`,
} as const;

/** GET /dashboard: the learner or teacher variant, as the signed-in role decides. */
export const dashboardResource = defineResource(() => api().then((m) => m.dashboardSchema));
export const programListResource = defineResource(() => api().then((m) => m.programListSchema));
export const programResource = defineResource(() => api().then((m) => m.programDetailSchema));
export const instructorListResource = defineResource(() =>
  api().then((m) => m.instructorListSchema),
);
export const instructorResource = defineResource(() => api().then((m) => m.instructorDetailSchema));
