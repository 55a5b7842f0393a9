import { z } from 'zod';

/** Organization dashboard entities of spec 2 §3 and §2.8. */

export const organizationStudentStatuses = ['active', 'inactive', 'suspended'] as const;

export const organizationStudentSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  email: z.string(),
  enrollmentDate: z.string(),
  /** ISO date-time. */
  lastActive: z.iso.datetime({ offset: true }),
  /** Minutes. */
  totalTimeSpent: z.number().nonnegative(),
  coursesCompleted: z.number().int().nonnegative(),
  coursesInProgress: z.number().int().nonnegative(),
  averageGrade: z.number().min(0).max(100),
  status: z.enum(organizationStudentStatuses),
  department: z.string(),
  year: z.number().int().positive(),
  gpa: z.number().min(0).max(4),
});
export type OrganizationStudent = z.infer<typeof organizationStudentSchema>;

export const organizationStatsSchema = z.object({
  totalStudents: z.number().int().nonnegative(),
  activeStudents: z.number().int().nonnegative(),
  inactiveStudents: z.number().int().nonnegative(),
  /** Minutes. */
  averageTimeSpentPerUser: z.number().nonnegative(),
  totalCoursesCompleted: z.number().int().nonnegative(),
  averageGrade: z.number().min(0).max(100),
  averageGPA: z.number().min(0).max(4),
  /** Percent. */
  completionRate: z.number().min(0).max(100),
  engagementRate: z.number().min(0).max(100),
  retentionRate: z.number().min(0).max(100),
  monthlyActiveUsers: z.number().int().nonnegative(),
  weeklyActiveUsers: z.number().int().nonnegative(),
  dailyActiveUsers: z.number().int().nonnegative(),
});
export type OrganizationStats = z.infer<typeof organizationStatsSchema>;

export const organizationSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  type: z.string(),
  description: z.string(),
  website: z.string(),
  location: z.string(),
  establishedYear: z.number().int(),
  totalFaculty: z.number().int().nonnegative(),
  totalDepartments: z.number().int().nonnegative(),
  accreditation: z.array(z.string()),
  contactEmail: z.string(),
  contactPhone: z.string(),
  students: z.array(organizationStudentSchema),
  stats: organizationStatsSchema,
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Organization = z.infer<typeof organizationSchema>;

export const riskLevels = ['low', 'medium', 'high'] as const;

/** A student as the teacher's student list shows it (spec 2 §3). */
export const studentSampleSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  email: z.string(),
  enrolledCourses: z.number().int().nonnegative(),
  completedCourses: z.number().int().nonnegative(),
  /** Percent. */
  totalProgress: z.number().min(0).max(100),
  riskLevel: z.enum(riskLevels),
  lastActive: z.string(),
  joinDate: z.string(),
  skills: z.array(z.string()),
  certificates: z.number().int().nonnegative(),
});
export type StudentSample = z.infer<typeof studentSampleSchema>;
