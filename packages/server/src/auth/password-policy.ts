import { PASSWORD_IS_EMAIL_MESSAGE, PASSWORD_TOO_COMMON_MESSAGE } from '@lp/contract/api';
import { ApiError } from '../http/envelope';
import { isCommonPassword } from '../security/common-passwords';

/**
 * The rules a new password meets beyond the contract's length (issue 19, item 11): not
 * the account's e-mail, not on the common-password list. Messages are the contract's.
 */
export function assertAcceptablePassword(password: string, email: string): void {
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) {
    throw new ApiError(400, PASSWORD_IS_EMAIL_MESSAGE);
  }
  if (isCommonPassword(password)) throw new ApiError(400, PASSWORD_TOO_COMMON_MESSAGE);
}
