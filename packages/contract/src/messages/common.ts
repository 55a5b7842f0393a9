import * as apiCommon from '@lp/locales/en/api-common';
import { codedMessages } from './coded-messages';

/** Texts every part of the API shares: the error rule's fallbacks and the input checks. */
export const commonMessages = /* @__PURE__ */ codedMessages(apiCommon);
