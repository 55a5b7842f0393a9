/**
 * One path for the router, the access guard and every hook (issue 37, item 1), however the
 * request line writes it. Fastify's router strips an absolute-form origin
 * (`GET http://host/api/v1/programs`) but `request.url` keeps it, so the guard, which reads the
 * url, saw no `/api/` path and let the route run without a session. Rewriting the target before
 * routing gives both the same string.
 */

/** What a refused target is routed to: under /api/, and no route's path (so 404 `Not found`). */
export const REFUSED_TARGET = '/api/.refused-request-target';

const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i;
/**
 * A backslash, written or encoded: browsers read it as a slash (`/\evil.example` is another
 * host to them), so no path with one is routed or redirected to. An encoded slash (`%2F`) is
 * left alone: the router keeps it inside its segment, as the guard does.
 */
const BACKSLASH = /\\|%5c/i;

/**
 * The origin-form of a request target: the scheme and authority of an absolute form dropped,
 * repeated slashes collapsed, `.` and `..` segments (also `%2e`) resolved as a browser does, a
 * lone trailing `?` dropped; the query is kept as written. Null for a target to refuse: no path
 * (`*`, an authority), or a path with a backslash.
 */
export function canonicalRequestTarget(target: string): string | null {
  let rest = target;
  const origin = ABSOLUTE_FORM.exec(rest);
  if (origin) rest = rest.slice(origin[0].length);
  if (origin && !rest.startsWith('/')) rest = `/${rest}`;
  if (!rest.startsWith('/')) return null;
  const queryAt = rest.indexOf('?');
  const path = queryAt === -1 ? rest : rest.slice(0, queryAt);
  const query = queryAt === -1 || queryAt === rest.length - 1 ? '' : rest.slice(queryAt);
  if (BACKSLASH.test(path)) return null;
  const segments: string[] = [];
  const parts = path.split('/').slice(1);
  parts.forEach((part, index) => {
    const last = index === parts.length - 1;
    const dots = part.replace(/%2e/gi, '.');
    if (dots === '..') segments.pop();
    // A path ending in `.` or `..` keeps its trailing slash, as the URL standard resolves it.
    if (dots === '.' || dots === '..') {
      if (last) segments.push('');
      return;
    }
    if (part === '' && !last) return;
    segments.push(part);
  });
  const canonical = `/${segments.join('/')}`.replace(/\/{2,}/g, '/');
  return canonical + query;
}
