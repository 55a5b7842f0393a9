/** Where a sign-in lands when it was going nowhere in particular. */
export const DEFAULT_RETURN_PATH = '/dashboard';
const BASE = 'http://return.invalid';

/**
 * A same-origin path to land on after signing in, or the dashboard: never another host
 * (`//evil`, `/\evil`, `https:`), never the API, never a control character (no open redirect).
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return DEFAULT_RETURN_PATH;
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (!value.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(value)) return DEFAULT_RETURN_PATH;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  if (url.origin !== BASE || url.pathname.startsWith('/api/') || url.pathname.startsWith('/auth/'))
    return DEFAULT_RETURN_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
