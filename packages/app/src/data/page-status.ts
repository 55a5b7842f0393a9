import { ApiError } from './api-error';

/** The states of a page that shows one resource (course, program, teacher). */
export type PageStatus = 'loading' | 'not-found' | 'error' | 'ready';

/** A read's state as the page patterns name it: a 404 is 'not-found', any other failure 'error'. */
export function pageStatus(read: { data?: unknown; error?: unknown }): PageStatus {
  if (read.data) return 'ready';
  if (read.error instanceof ApiError && read.error.status === 404) return 'not-found';
  return read.error ? 'error' : 'loading';
}

/** A read's state for pages without a not-found state: loading, ready or error. */
export function loadStatus(read: {
  data?: unknown;
  error?: unknown;
  isValidating?: boolean;
}): 'loading' | 'error' | 'ready' {
  if (read.data) return 'ready';
  return read.error && !read.isValidating ? 'error' : 'loading';
}
