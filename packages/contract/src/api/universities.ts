import * as z from 'zod/mini';
import { DEFAULT_BRAND_COLOR } from '../constants/admin';
import { OFFERABLE_LOCALE_CODES } from '@lp/locales';
import {
  universityLanguagesSchema,
  universitySchema,
  universityStatusSchema,
} from '../entities/university';
import {
  universityFormErrors,
  universityFormMessages,
  type UniversityFormField,
} from '../rules/university-form';
import * as apiUniversities from '@lp/locales/en/api-universities';
import { codedMessages } from '../messages/coded-messages';

/** The deployment's totals over the universities the user may see (the super dashboard's cards). */
export const universityTotalsSchema = z.object({
  universities: z.number().check(z.int(), z.nonnegative()),
  activeUniversities: z.number().check(z.int(), z.nonnegative()),
  users: z.number().check(z.int(), z.nonnegative()),
  courses: z.number().check(z.int(), z.nonnegative()),
});
export type UniversityTotals = z.infer<typeof universityTotalsSchema>;

/**
 * GET /universities (issue 16): the universities the signed-in user may see (admin and
 * superuser: all; anyone else: their own), counted from the database, the session's current
 * university, and the totals.
 */
export const universityListResponseSchema = z.object({
  universities: z.array(universitySchema),
  currentUniversityId: z.string().check(z.minLength(1)),
  totals: universityTotalsSchema,
});
export type UniversityListResponse = z.infer<typeof universityListResponseSchema>;

/** PUT /session/university: the university the admin screens work on. */
export const switchUniversityRequestSchema = z.object({
  universityId: z.string().check(z.trim(), z.minLength(1)),
});
export type SwitchUniversityRequest = z.infer<typeof switchUniversityRequestSchema>;
export const switchUniversityResponseSchema = z.object({
  currentUniversityId: z.string().check(z.minLength(1)),
});

export const universityMessages = /* @__PURE__ */ codedMessages(apiUniversities, (m) => ({
  slugTaken: universityFormMessages.slugTaken,
  domainTaken: universityFormMessages.domainTaken,
  adminExists: universityFormMessages.adminExists,
  /** Languages the platform does not ship, or a default the university does not offer. */
  languagesUnknown: (codes: string) => m.languagesUnknown({ codes }),
  hasAccounts: (count: number) => m.hasAccounts({ count }),
}));

const text = z._default(z.string(), '');

// The form of spec 2 §3 as a request; every field's check is `universityFormErrors`, the same
// rule the form shows its messages with.
const universityRequestBase = z.object({
  name: text,
  slug: text,
  domain: text,
  description: text,
  status: z._default(universityStatusSchema, 'active'),
  branding: z.prefault(
    z.object({
      primaryColor: z._default(z.string(), DEFAULT_BRAND_COLOR),
      logoUrl: text,
      faviconUrl: text,
    }),
    {},
  ),
  /** Absent: as they are (a new university offers every shipped language, English first). */
  languages: z.optional(
    universityLanguagesSchema.check(
      z.superRefine((value, context) => {
        const unknown = value.offered.filter((code) => !OFFERABLE_LOCALE_CODES.includes(code));
        if (unknown.length > 0)
          context.addIssue({
            code: 'custom',
            message: universityMessages.languagesUnknown(unknown.join(', ')),
            path: ['offered'],
          });
        if (!value.offered.includes(value.default))
          context.addIssue({
            code: 'custom',
            message: universityMessages.defaultLanguageNotOffered,
            path: ['default'],
          });
      }),
    ),
  ),
});

const brandingFields = new Set<UniversityFormField>(['primaryColor', 'logoUrl', 'faviconUrl']);

function checkedBy(withAdmin: boolean) {
  return (
    value: z.infer<typeof universityRequestBase> & { adminName?: string; adminEmail?: string },
    context: z.core.$RefinementCtx,
  ) => {
    const errors = universityFormErrors(
      {
        ...value,
        ...value.branding,
        adminName: value.adminName ?? '',
        adminEmail: value.adminEmail ?? '',
      },
      { withAdmin },
    );
    for (const [field, message] of Object.entries(errors)) {
      const path = brandingFields.has(field as UniversityFormField) ? ['branding', field] : [field];
      context.addIssue({ code: 'custom', message, path });
    }
  };
}

/** POST /universities: a new university and its first administrator, who is invited. */
export const createUniversityRequestSchema = z
  .extend(universityRequestBase, { adminName: text, adminEmail: text })
  .check(z.superRefine(checkedBy(true)));
export type CreateUniversityRequest = z.input<typeof createUniversityRequestSchema>;

/** PUT /universities/:id: the same form without the administrator (editing invites no one). */
export const updateUniversityRequestSchema = universityRequestBase.check(
  z.superRefine(checkedBy(false)),
);
export type UpdateUniversityRequest = z.input<typeof updateUniversityRequestSchema>;

/** POST /universities answers the university and where its administrator's invitation went. */
export const createUniversityResponseSchema = z.object({
  university: universitySchema,
  invitation: z.object({ email: z.string(), expiresAt: z.iso.datetime({ offset: true }) }),
});
export type CreateUniversityResponse = z.infer<typeof createUniversityResponseSchema>;

/** GET and PUT /universities/:id answer the university. */
export const universityResponseSchema = universitySchema;

/** DELETE /universities/:id answers the id it removed. */
export const deletedUniversitySchema = z.object({ id: z.string().check(z.minLength(1)) });
