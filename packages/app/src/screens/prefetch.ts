import type { Params } from 'react-router-dom';
import type { AppServices } from '../app-context';
import type { ScreenId } from '../routes/route-types';

type Prefetch = (params: Params, services: AppServices) => void;

// Loaded as its own small chunk, in parallel with the screen's code, so the request starts
// while the (larger) screen chunk is still on its way.
const course: Prefetch = ({ courseId }, { api }) => {
  if (courseId) void import('../data/course-detail').then((m) => m.prefetchCourse(api, courseId));
};

/** The data a screen will ask for first, requested as soon as its route matches. */
export const screenPrefetch: Partial<Record<ScreenId, Prefetch>> = {
  'course-redirect': course,
  'lesson-player': course,
};
