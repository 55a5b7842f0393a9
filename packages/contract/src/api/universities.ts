import { z } from 'zod';
import { universitySchema } from '../entities/university';

/** The deployment's totals over the universities the user may see (the super dashboard's cards). */
export const universityTotalsSchema = z.object({
  universities: z.number().int().nonnegative(),
  activeUniversities: z.number().int().nonnegative(),
  users: z.number().int().nonnegative(),
  courses: z.number().int().nonnegative(),
});
export type UniversityTotals = z.infer<typeof universityTotalsSchema>;

/**
 * GET /universities (issue 16): the universities the signed-in user may see (admin and
 * superuser: all; anyone else: their own), counted from the database, the session's current
 * university, and the totals.
 */
export const universityListResponseSchema = z.object({
  universities: z.array(universitySchema),
  currentUniversityId: z.string().min(1),
  totals: universityTotalsSchema,
});
export type UniversityListResponse = z.infer<typeof universityListResponseSchema>;

/** PUT /session/university: the university the admin screens work on. */
export const switchUniversityRequestSchema = z.object({ universityId: z.string().trim().min(1) });
export type SwitchUniversityRequest = z.infer<typeof switchUniversityRequestSchema>;
export const switchUniversityResponseSchema = z.object({ currentUniversityId: z.string().min(1) });

export const universityMessages = {
  notFound: 'University not found',
  notActive: 'Only active universities can be opened.',
  switched: 'Switched university',
} as const;
