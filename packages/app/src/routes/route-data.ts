import { ApiError } from '../data/api-error';

/**
 * What a route's loader returns: the answers its screen reads, by data-cache key (the /api/v1
 * path its hook asks for), each a promise while it is on its way, so a navigation never waits
 * for data. SWR is the one cache (decision 0021): the loader feeds it, the screens read it.
 */
export type RouteData = Record<string, unknown>;

/**
 * An answer the API refused with 404 or 403 (another university's course, issue 32), as loader
 * data carries it from the server to the browser: the server draws the screen's own not-found
 * state with it, and the browser starts from the same state rather than a spinner.
 */
export interface RefusedAnswer {
  refused: { status: number; message: string; code?: string };
}

export const isRefusedAnswer = (value: unknown): value is RefusedAnswer =>
  isRecord(value) && isRecord(value.refused) && typeof value.refused.status === 'number';

/** The ApiError a refused answer stands for, as the screen's hook would have seen it. */
export const refusalOf = ({ refused }: RefusedAnswer) =>
  new ApiError(refused.message, refused.status, 'http', refused.code);

const refusedAnswerOf = (failure: unknown): RefusedAnswer | null =>
  failure instanceof ApiError && (failure.status === 404 || failure.status === 403)
    ? {
        refused: {
          status: failure.status,
          message: failure.message,
          ...(failure.code && { code: failure.code }),
        },
      }
    : null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * On the server: the router's loader data (by route id) with every promise settled. A refused
 * answer (404, 403) is kept as one; any other failure is left out: the browser asks for it
 * again and reports it, as it would have.
 */
export async function settleLoaderData(
  loaderData: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<Record<string, RouteData | null>> {
  const aborted = new Promise<never>((_, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  aborted.catch(() => {});
  const settled = await Promise.all(
    Object.entries(loaderData).map(async ([routeId, data]) => {
      if (!isRecord(data)) return [routeId, null] as const;
      const entries = await Promise.all(
        Object.entries(data).map(async ([key, value]) => {
          try {
            return [key, await Promise.race([value, aborted])] as const;
          } catch (failure) {
            if (signal?.aborted) throw signal.reason;
            const refused = refusedAnswerOf(failure);
            return refused ? ([key, refused] as const) : null;
          }
        }),
      );
      return [routeId, Object.fromEntries(entries.filter((entry) => entry !== null))] as const;
    }),
  );
  return Object.fromEntries(settled);
}

/** Every answer of settled loader data by its data-cache key (one route's after another's). */
export function loaderDataByKey(loaderData: Record<string, unknown>): Record<string, unknown> {
  const byKey: Record<string, unknown> = {};
  for (const data of Object.values(loaderData)) if (isRecord(data)) Object.assign(byKey, data);
  return byKey;
}
