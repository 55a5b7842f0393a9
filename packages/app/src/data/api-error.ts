/** Why a call failed: the server said no, the answer was not what the contract says, or there was no answer. */
export type ApiErrorKind = 'http' | 'malformed' | 'network';

/** A failed /api/v1 call, carrying the message the spec's error rule chose. */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The message's code in the catalogue (issue 34), when the server sent one; the message is already in the page's language. */
  readonly code: string | undefined;

  constructor(message: string, status: number, kind: ApiErrorKind, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.kind = kind;
    this.code = code;
  }
}
