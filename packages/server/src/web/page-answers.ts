import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The id of the `<script type="application/json">` the client reads a page's answers from. */
export const EMBEDDED_ANSWERS_ID = 'lp-answers';

/** What the API needs of the page's request to answer as it would answer the browser. */
const FORWARDED_HEADERS = [
  'cookie',
  'host',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
] as const;

/** An API under this origin's paths: the only one the page's request can speak for. */
export const isSameOriginApi = (apiBase: string) =>
  apiBase.startsWith('/') && !apiBase.startsWith('//');

/** The headers of the page's request that an in-process API request passes on (`inject`). */
export function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * The answers a page's loader reads first (decision 0017), answered here through the API
 * itself (`inject`: the same routes, access rule, tenancy and session as the browser's own
 * request) so the page can carry them and paint without waiting for them. Only successful
 * JSON answers are kept; anything else is left for the client to ask for and report as usual.
 * `apiBase` is the deployment's API prefix; an API on another origin gets none (the browser's
 * cookie for it is not this request's).
 */
export async function answersForPage(
  app: FastifyInstance,
  request: FastifyRequest,
  apiBase: string,
  paths: readonly string[],
): Promise<Record<string, unknown>> {
  if (paths.length === 0 || !isSameOriginApi(apiBase)) return {};
  const headers = forwardedHeaders(request);
  const answers = await Promise.all(
    paths.map(async (path) => {
      try {
        const response = await app.inject({ method: 'GET', url: `${apiBase}${path}`, headers });
        if (response.statusCode !== 200) return null;
        return [path, response.json()] as const;
      } catch {
        return null; // not JSON, or the API failed: the client asks again and reports it
      }
    }),
  );
  return Object.fromEntries(answers.filter((answer) => answer !== null));
}
