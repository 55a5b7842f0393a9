/**
 * The requests route loaders started, by data-cache key, for the screens' hooks to pick up:
 * a hook's first fetch of a key takes the loader's request instead of asking again (SWR's own
 * `preload` keeps an entry until some fetch takes it, so a later `mutate` after a save could
 * get a loader's answer from before the save). An entry nobody took is dropped a little after
 * it settled: a hook that mounts later asks again, never for stale data.
 */
const requests = new Map<string, Promise<unknown>>();
/** Keys a mounted hook reads: a loader running again for them is not their first fetch. */
const mounted = new Map<string, number>();

/**
 * How long a settled request waits for its hook. A route's loader and its screen's code load
 * side by side, so on a slow network or CPU the screen may mount seconds after its data came
 * (its hook would then ask again); a kept answer is never older than this, and the next
 * navigation's loader replaces it.
 */
export const LOADER_REQUEST_KEPT_MS = 10_000;
/** How long the answers a page was drawn with wait for its hooks while it hydrates. */
export const HYDRATION_DATA_KEPT_MS = 30_000;

/**
 * Offers a request to the hook of `key`. `keptMs`: how long it waits once settled; a page
 * being hydrated offers its answers for longer (its hooks mount once its code has run).
 */
export function offerRequest(
  key: string,
  request: Promise<unknown>,
  keptMs = LOADER_REQUEST_KEPT_MS,
): void {
  // A hook already showing this key keeps its own data and revalidation: a save's `mutate`
  // must not be answered with what a loader asked for before the save.
  if (mounted.has(key)) return;
  requests.set(key, request);
  const drop = () =>
    setTimeout(() => {
      if (requests.get(key) === request) requests.delete(key);
    }, keptMs);
  request.then(drop, drop);
}

/** The loader's request for `key`, once; undefined when there is none. */
export function takeRequest<T>(key: string): Promise<T> | undefined {
  const request = requests.get(key);
  requests.delete(key);
  return request as Promise<T> | undefined;
}

/** Notes that a hook reads `key` from now on; the returned function notes it no longer does. */
export function noteHookMounted(key: string): () => void {
  mounted.set(key, (mounted.get(key) ?? 0) + 1);
  return () => {
    const count = (mounted.get(key) ?? 1) - 1;
    if (count <= 0) mounted.delete(key);
    else mounted.set(key, count);
  };
}
