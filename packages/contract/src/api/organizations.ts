import * as z from 'zod/mini';
import {
  ORGANIZATION_MESSAGE_CONTENT_MAX,
  ORGANIZATION_MESSAGE_SUBJECT_MAX,
} from '../constants/admin';
import { organizationSchema } from '../entities/organization';
import { messageAudiences } from '../rules/organization';
import * as apiOrganizations from '@lp/locales/en/api-organizations';
import { codedMessages } from '../messages/coded-messages';
import { inputMessages } from '../messages/input';

/**
 * The organizations dashboard (issue 18, spec 2 §2.8): the university's organizations, seed
 * data the server serves, and the Communication Hub's messages, which really go out (to the
 * server's outbox) instead of the spec's simulated send.
 */

export const organizationListResponseSchema = z.object({
  universityId: z.string().check(z.minLength(1)),
  organizations: z.array(organizationSchema),
});
export type OrganizationListResponse = z.infer<typeof organizationListResponseSchema>;

/** More organizations than the dashboard holds is a malformed request, not a broadcast. */
export const ORGANIZATION_MESSAGE_TARGETS_MAX = 100;

export const organizationMessageMessages = /* @__PURE__ */ codedMessages(apiOrganizations, (m) => ({
  subjectTooLong: m.subjectTooLong({ max: ORGANIZATION_MESSAGE_SUBJECT_MAX }),
  contentTooLong: m.contentTooLong({ max: ORGANIZATION_MESSAGE_CONTENT_MAX }),
}));

/** POST /admin/organizations/messages: the Communication Hub's Send Message. */
export const organizationMessageRequestSchema = z.object({
  audience: z.enum(messageAudiences, {
    error: inputMessages.oneOf('audience', messageAudiences),
  }),
  /** None chosen: every organization of the university (spec 2 §9's 'none' estimate). */
  organizationIds: z._default(
    z.array(z.string().check(z.minLength(1))).check(z.maxLength(ORGANIZATION_MESSAGE_TARGETS_MAX)),
    [],
  ),
  subject: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, organizationMessageMessages.subjectRequired),
      z.maxLength(ORGANIZATION_MESSAGE_SUBJECT_MAX, organizationMessageMessages.subjectTooLong),
    ),
  content: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, organizationMessageMessages.contentRequired),
      z.maxLength(ORGANIZATION_MESSAGE_CONTENT_MAX, organizationMessageMessages.contentTooLong),
    ),
  options: z._default(
    z.object({
      emailNotification: z._default(z.boolean(), true),
      scheduleMessage: z._default(z.boolean(), false),
      readReceipt: z._default(z.boolean(), false),
    }),
    { emailNotification: true, scheduleMessage: false, readReceipt: false },
  ),
});
export type OrganizationMessageRequest = z.input<typeof organizationMessageRequestSchema>;

export const organizationMessageResponseSchema = z.object({
  /** How many people the message went to. */
  sent: z.number().check(z.int(), z.nonnegative()),
});
export type OrganizationMessageResponse = z.infer<typeof organizationMessageResponseSchema>;
