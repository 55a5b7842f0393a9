import {
  PASSWORD_IS_EMAIL_MESSAGE,
  PASSWORD_PATTERN_MESSAGE,
  PASSWORD_PUBLISHED_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
} from '@lp/contract/api';
import { ApiError } from '../http/envelope';
import { isBreachedPassword } from '../security/breached-passwords';
import { comparablePassword } from '../security/comparable-password';
import { DEMO_PASSWORD } from '../seed/demo-accounts';

/** Shortest run of repeated or sequential characters the pattern rule counts. */
const MIN_RUN = 3;
/** Longest unit whose repetition makes the whole password (`abab…`, `passpass`). */
const MAX_REPEATED_UNIT = 4;

/**
 * True when the password is nothing but repeated or sequential characters, the examples of
 * NIST SP 800-63B 5.1.1.2 that OWASP's guidance follows (`aaaaaa`, `1234abcd`): the whole of it
 * is runs of at least three characters, each one character repeated or consecutive code points
 * up or down (`aaaa`, `1234`, `dcba`), or it is one short unit repeated (`abababab`).
 */
export function isRepetitiveOrSequential(password: string): boolean {
  const points = [...comparablePassword(password)].map((char) => char.codePointAt(0) ?? 0);
  if (points.length === 0) return false;
  for (let unit = 1; unit <= MAX_REPEATED_UNIT && unit * 2 <= points.length; unit += 1) {
    if (points.length % unit === 0 && points.every((point, at) => point === points[at % unit])) {
      return true;
    }
  }
  let start = 0;
  while (start < points.length) {
    const step = (points[start + 1] ?? Number.NaN) - (points[start] ?? 0);
    if (!(step === 0 || step === 1 || step === -1)) return false;
    let end = start + 1;
    while (end < points.length && (points[end] ?? 0) - (points[end - 1] ?? 0) === step) end += 1;
    if (end - start < MIN_RUN) return false;
    start = end;
  }
  return true;
}

/**
 * The rules a new password meets beyond the contract's length (issue 19, item 11; issue 37,
 * item 7), each compared in the normalised form above: not the account's e-mail, not the
 * published demo password, not only repeated or sequential characters, not on the
 * breached-password corpus (`security/breached-passwords.ts`). Messages are the contract's.
 */
export function assertAcceptablePassword(password: string, email: string): void {
  const comparable = comparablePassword(password);
  if (comparable === email.normalize('NFKC').trim().toLowerCase()) {
    throw new ApiError(400, PASSWORD_IS_EMAIL_MESSAGE);
  }
  if (comparable === comparablePassword(DEMO_PASSWORD)) {
    throw new ApiError(400, PASSWORD_PUBLISHED_MESSAGE);
  }
  if (isRepetitiveOrSequential(comparable)) throw new ApiError(400, PASSWORD_PATTERN_MESSAGE);
  if (isBreachedPassword(comparable)) throw new ApiError(400, PASSWORD_TOO_COMMON_MESSAGE);
}
