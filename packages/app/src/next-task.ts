/**
 * Lets the browser run a task of its own (input, a frame) before the caller goes on: the
 * page's start is cut into tasks no longer than their own work, not one long one of reading
 * the page, making the services, matching the routes and hydrating (issue 31's TBT: a task
 * over 50 ms on Lighthouse's slower phone blocks for the rest). `scheduler.yield()` where the
 * browser has it (the caller resumes before other queued tasks), a timer elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((next) => setTimeout(next, 0));
}
