import { commonMessages } from '../messages/common';

/** Fallback when a failed answer carries neither `message` nor `error` (spec 1 §8). */
export const API_FAILURE_MESSAGE = commonMessages.apiFailure;
/** What a thrown value that is not an Error becomes (spec 1 §8). */
export const NETWORK_ERROR_MESSAGE = commonMessages.networkError;

/** A message's code and values as the envelope carries them (issue 34); absent: not coded. */
export interface OutcomeCode {
  code?: string;
  values?: Record<string, string | number>;
}

export type ApiOutcome =
  | ({ success: true; status: number; data: unknown; message: string | null } & OutcomeCode)
  | ({ success: false; status: number; message: string } & OutcomeCode);

/** The body's `code` and `values`, when it has a code. */
function codeOf(body: unknown): OutcomeCode {
  if (typeof body !== 'object' || body === null) return {};
  const { code, values } = body as Record<string, unknown>;
  if (typeof code !== 'string' || code === '') return {};
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return { code };
  const kept: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number') kept[name] = value;
  }
  return { code, values: kept };
}

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
    const message = textField(body, 'message');
    return { success: true, status, data: data ?? null, message, ...(message ? codeOf(body) : {}) };
  }
  const message = textField(body, 'message');
  return {
    success: false,
    status,
    message: message ?? textField(body, 'error') ?? API_FAILURE_MESSAGE,
    // The code is the message's: a fallback text (the reason phrase) has none.
    ...(message ? codeOf(body) : {}),
  };
}

/** The message for a thrown value: an Error keeps its own, anything else is a network error. */
export function messageFromException(thrown: unknown): string {
  return thrown instanceof Error && thrown.message !== '' ? thrown.message : NETWORK_ERROR_MESSAGE;
}
