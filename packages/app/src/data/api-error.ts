/** Why a call failed: the server said no, the answer was not what the contract says, or there was no answer. */
export type ApiErrorKind = 'http' | 'malformed' | 'network';

/** A failed /api/v1 call, carrying the message the spec's error rule chose. */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;

  constructor(message: string, status: number, kind: ApiErrorKind) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.kind = kind;
  }
}
