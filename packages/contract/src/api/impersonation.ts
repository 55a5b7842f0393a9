import * as z from 'zod/mini';
import { impersonationSessionSchema } from '../entities/university';
import * as apiImpersonation from '@lp/locales/en/api-impersonation';
import { codedMessages } from '../messages/coded-messages';

/** Impersonation ends by itself this long after it started (issue 16). */
export const IMPERSONATION_MAX_MINUTES = 60;

/** POST /impersonation: start acting as a university's administrator. */
export const startImpersonationRequestSchema = z.object({
  universityId: z.string().check(z.trim(), z.minLength(1)),
});
export type StartImpersonationRequest = z.infer<typeof startImpersonationRequestSchema>;

/** GET, POST and DELETE /impersonation: the session's impersonation, or null when there is none. */
export const impersonationResponseSchema = z.object({
  impersonation: z.nullable(impersonationSessionSchema),
});
export type ImpersonationResponse = z.infer<typeof impersonationResponseSchema>;

export const impersonationMessages = /* @__PURE__ */ codedMessages(apiImpersonation);
