import { z } from 'zod';
import {
  ORGANIZATION_MESSAGE_CONTENT_MAX,
  ORGANIZATION_MESSAGE_SUBJECT_MAX,
} from '../constants/admin';
import { organizationSchema } from '../entities/organization';
import { messageAudiences } from '../rules/organization';

/**
 * The organizations dashboard (issue 18, spec 2 §2.8): the university's organizations, seed
 * data the server serves, and the Communication Hub's messages, which really go out (to the
 * server's outbox) instead of the spec's simulated send.
 */

export const organizationListResponseSchema = z.object({
  universityId: z.string().min(1),
  organizations: z.array(organizationSchema),
});
export type OrganizationListResponse = z.infer<typeof organizationListResponseSchema>;

/** More organizations than the dashboard holds is a malformed request, not a broadcast. */
export const ORGANIZATION_MESSAGE_TARGETS_MAX = 100;

export const organizationMessageMessages = {
  subjectRequired: 'Subject is required',
  contentRequired: 'Message is required',
  subjectTooLong: `Subject must be at most ${ORGANIZATION_MESSAGE_SUBJECT_MAX} characters`,
  contentTooLong: `Message must be at most ${ORGANIZATION_MESSAGE_CONTENT_MAX} characters`,
  unknownOrganization: 'Organization not found',
  sent: 'Message sent',
} as const;

/** POST /admin/organizations/messages: the Communication Hub's Send Message. */
export const organizationMessageRequestSchema = z.object({
  audience: z.enum(messageAudiences, {
    error: `audience must be one of ${messageAudiences.join(', ')}`,
  }),
  /** None chosen: every organization of the university (spec 2 §9's 'none' estimate). */
  organizationIds: z.array(z.string().min(1)).max(ORGANIZATION_MESSAGE_TARGETS_MAX).default([]),
  subject: z
    .string()
    .trim()
    .min(1, organizationMessageMessages.subjectRequired)
    .max(ORGANIZATION_MESSAGE_SUBJECT_MAX, organizationMessageMessages.subjectTooLong),
  content: z
    .string()
    .trim()
    .min(1, organizationMessageMessages.contentRequired)
    .max(ORGANIZATION_MESSAGE_CONTENT_MAX, organizationMessageMessages.contentTooLong),
  options: z
    .object({
      emailNotification: z.boolean().default(true),
      scheduleMessage: z.boolean().default(false),
      readReceipt: z.boolean().default(false),
    })
    .default({ emailNotification: true, scheduleMessage: false, readReceipt: false }),
});
export type OrganizationMessageRequest = z.input<typeof organizationMessageRequestSchema>;

export const organizationMessageResponseSchema = z.object({
  /** How many people the message went to. */
  sent: z.number().int().nonnegative(),
});
export type OrganizationMessageResponse = z.infer<typeof organizationMessageResponseSchema>;
