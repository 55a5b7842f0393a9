import { codedMessages } from '@lp/contract/api';
import * as apiAuthAnswers from '@lp/locales/en/api-auth-answers';

/**
 * What the sign-in, registration, invitation and password routes and the access guard answer,
 * coded like the contract's messages (issue 34) so the app shows them in its language. Only the
 * server says them, so they stay out of the contract (and of the browser's API chunk).
 */
export const authAnswers = codedMessages(apiAuthAnswers);
