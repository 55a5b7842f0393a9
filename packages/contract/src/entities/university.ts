import { z } from 'zod';
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
  logoUrl: z.string().optional(),
  faviconUrl: z.string(),
  fontFamily: z.string(),
  customCss: z.string(),
});
export type UniversityBranding = z.infer<typeof universityBrandingSchema>;

export const universitySchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  slug: z.string().min(1),
  domain: z.string().optional(),
  description: z.string(),
  status: universityStatusSchema,
  branding: universityBrandingSchema,
  totalStudents: z.number().int().nonnegative(),
  totalTeachers: z.number().int().nonnegative(),
  totalCourses: z.number().int().nonnegative(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type University = z.infer<typeof universitySchema>;

/**
 * The create/edit university form (spec 2 §3, §5). Required: name, slug, admin name and admin
 * e-mail. Status defaults to active, the primary colour to #6B7280.
 */
export const universityFormSchema = z.object({
  name: z.string().trim().min(1),
  slug: z.string().trim().min(1),
  domain: z.string().default(''),
  description: z.string().default(''),
  adminEmail: z.email(),
  adminName: z.string().trim().min(1),
  status: universityStatusSchema.default('active'),
  branding: z
    .object({
      primaryColor: z.string().default(DEFAULT_BRAND_COLOR),
      logoUrl: z.string().default(''),
      faviconUrl: z.string().default(''),
    })
    .prefault({}),
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
  id: z.string().min(1),
  name: z.string(),
  email: z.string(),
  role: z.enum(adminListRoles),
  status: z.enum(adminListUserStatuses),
  university: z.string(),
  department: z.string(),
  /** Display text, e.g. '2 hours ago'. */
  lastActive: z.string(),
  joinedDate: z.string(),
  coursesEnrolled: z.number().int().nonnegative().optional(),
  coursesTeaching: z.number().int().nonnegative().optional(),
});
export type AdminListUser = z.infer<typeof adminListUserSchema>;

export const userTotalsSchema = z.object({
  total: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
  students: z.number().int().nonnegative(),
  teachers: z.number().int().nonnegative(),
  admins: z.number().int().nonnegative(),
});
export type UserTotals = z.infer<typeof userTotalsSchema>;
