/** Fallback when a failed answer carries neither `message` nor `error` (spec 1 §8). */
export const API_FAILURE_MESSAGE = 'An error occurred';
/** What a thrown value that is not an Error becomes (spec 1 §8). */
export const NETWORK_ERROR_MESSAGE = 'Network error occurred';

export type ApiOutcome =
  | { success: true; status: number; data: unknown; message: string | null }
  | { success: false; status: number; message: string };

function textField(body: unknown, key: 'message' | 'error'): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The error rule of spec 1 §5: a call succeeds only when the HTTP status is OK
 * (2xx); on failure the message is the body's `message`, else its `error`, else
 * 'An error occurred'. `body` is whatever JSON was read (or null when none was).
 */
export function readApiOutcome(status: number, body: unknown): ApiOutcome {
  if (status >= 200 && status <= 299) {
    const data =
      typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
    return { success: true, status, data: data ?? null, message: textField(body, 'message') };
  }
  return {
    success: false,
    status,
    message: textField(body, 'message') ?? textField(body, 'error') ?? API_FAILURE_MESSAGE,
  };
}

/** The message for a thrown value: an Error keeps its own, anything else is a network error. */
export function messageFromException(thrown: unknown): string {
  return thrown instanceof Error && thrown.message !== '' ? thrown.message : NETWORK_ERROR_MESSAGE;
}
