import { authMessages, codedMessages } from '@lp/contract/api';
import * as apiRequests from '@lp/locales/en/api-requests';

/**
 * The answers of the HTTP layer itself (a body that is not JSON, too large, a busy server…),
 * coded like the contract's messages (issue 34), so the app shows them in its language.
 */
export const requestMessages = codedMessages(apiRequests);

/** The sign-in's refusal, said by the contract's `authMessages` (here for the auth routes). */
export const INVALID_CREDENTIALS_MESSAGE = authMessages.invalidCredentials;
