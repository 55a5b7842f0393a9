import * as z from 'zod/mini';
import { DEFAULT_BRAND_COLOR } from '../constants/admin';

/** University administration entities of spec 2 §3. */

export const universityStatuses = ['active', 'inactive', 'suspended'] as const;
export const universityStatusSchema = z.enum(universityStatuses);
export type UniversityStatus = z.infer<typeof universityStatusSchema>;

export const universityBrandingSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  accentColor: z.string(),
  logoUrl: z.optional(z.string()),
  faviconUrl: z.string(),
  fontFamily: z.string(),
  customCss: z.string(),
});
export type UniversityBranding = z.infer<typeof universityBrandingSchema>;

/** A university's languages: the ones it offers, in order, and the one a visitor gets first. */
export const universityLanguagesSchema = z.object({
  default: z.string().check(z.minLength(2)),
  offered: z.array(z.string().check(z.minLength(2))).check(z.minLength(1)),
});
export type UniversityLanguages = z.infer<typeof universityLanguagesSchema>;

export const universitySchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  slug: z.string().check(z.minLength(1)),
  domain: z.optional(z.string()),
  description: z.string(),
  status: universityStatusSchema,
  branding: universityBrandingSchema,
  totalStudents: z.number().check(z.int(), z.nonnegative()),
  totalTeachers: z.number().check(z.int(), z.nonnegative()),
  totalCourses: z.number().check(z.int(), z.nonnegative()),
  /** The languages it offers (codes of @lp/locales) and its default among them (issue 34). */
  languages: z.optional(universityLanguagesSchema),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type University = z.infer<typeof universitySchema>;

/**
 * The create/edit university form (spec 2 §3, §5). Required: name, slug, admin name and admin
 * e-mail. Status defaults to active, the primary colour to #6B7280.
 */
export const universityFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1)),
  slug: z.string().check(z.trim(), z.minLength(1)),
  domain: z._default(z.string(), ''),
  description: z._default(z.string(), ''),
  adminEmail: z.email(),
  adminName: z.string().check(z.trim(), z.minLength(1)),
  status: z._default(universityStatusSchema, 'active'),
  branding: z.prefault(
    z.object({
      primaryColor: z._default(z.string(), DEFAULT_BRAND_COLOR),
      logoUrl: z._default(z.string(), ''),
      faviconUrl: z._default(z.string(), ''),
    }),
    {},
  ),
});
export type UniversityForm = z.infer<typeof universityFormSchema>;
export type UniversityFormInput = z.input<typeof universityFormSchema>;

/** Client-only impersonation session (spec 2 §3). */
export const impersonationSessionSchema = z.object({
  universityId: z.string(),
  universityName: z.string(),
  /** ISO date-time. */
  startTime: z.string(),
  adminEmail: z.string(),
});
export type ImpersonationSession = z.infer<typeof impersonationSessionSchema>;

export const adminListRoles = ['student', 'teacher', 'university_admin', 'admin'] as const;
export const adminListUserStatuses = ['active', 'inactive', 'pending', 'suspended'] as const;

/** A user row of the admin user list (spec 2 §3). */
export const adminListUserSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  email: z.string(),
  role: z.enum(adminListRoles),
  status: z.enum(adminListUserStatuses),
  university: z.string(),
  department: z.string(),
  /** Display text, e.g. '2 hours ago'. */
  lastActive: z.string(),
  joinedDate: z.string(),
  coursesEnrolled: z.optional(z.number().check(z.int(), z.nonnegative())),
  coursesTeaching: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type AdminListUser = z.infer<typeof adminListUserSchema>;

export const userTotalsSchema = z.object({
  total: z.number().check(z.int(), z.nonnegative()),
  active: z.number().check(z.int(), z.nonnegative()),
  students: z.number().check(z.int(), z.nonnegative()),
  teachers: z.number().check(z.int(), z.nonnegative()),
  admins: z.number().check(z.int(), z.nonnegative()),
});
export type UserTotals = z.infer<typeof userTotalsSchema>;
