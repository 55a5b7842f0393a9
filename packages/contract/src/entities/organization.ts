import * as z from 'zod/mini';

/** Organization dashboard entities of spec 2 §3 and §2.8. */

export const organizationStudentStatuses = ['active', 'inactive', 'suspended'] as const;

export const organizationStudentSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  email: z.string(),
  enrollmentDate: z.string(),
  /** ISO date-time. */
  lastActive: z.iso.datetime({ offset: true }),
  /** Minutes. */
  totalTimeSpent: z.number().check(z.nonnegative()),
  coursesCompleted: z.number().check(z.int(), z.nonnegative()),
  coursesInProgress: z.number().check(z.int(), z.nonnegative()),
  averageGrade: z.number().check(z.gte(0), z.lte(100)),
  status: z.enum(organizationStudentStatuses),
  department: z.string(),
  year: z.number().check(z.int(), z.positive()),
  gpa: z.number().check(z.gte(0), z.lte(4)),
});
export type OrganizationStudent = z.infer<typeof organizationStudentSchema>;

export const organizationStatsSchema = z.object({
  totalStudents: z.number().check(z.int(), z.nonnegative()),
  activeStudents: z.number().check(z.int(), z.nonnegative()),
  inactiveStudents: z.number().check(z.int(), z.nonnegative()),
  /** Minutes. */
  averageTimeSpentPerUser: z.number().check(z.nonnegative()),
  totalCoursesCompleted: z.number().check(z.int(), z.nonnegative()),
  averageGrade: z.number().check(z.gte(0), z.lte(100)),
  averageGPA: z.number().check(z.gte(0), z.lte(4)),
  /** Percent. */
  completionRate: z.number().check(z.gte(0), z.lte(100)),
  engagementRate: z.number().check(z.gte(0), z.lte(100)),
  retentionRate: z.number().check(z.gte(0), z.lte(100)),
  monthlyActiveUsers: z.number().check(z.int(), z.nonnegative()),
  weeklyActiveUsers: z.number().check(z.int(), z.nonnegative()),
  dailyActiveUsers: z.number().check(z.int(), z.nonnegative()),
});
export type OrganizationStats = z.infer<typeof organizationStatsSchema>;

export const organizationSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  type: z.string(),
  description: z.string(),
  website: z.string(),
  location: z.string(),
  establishedYear: z.number().check(z.int()),
  totalFaculty: z.number().check(z.int(), z.nonnegative()),
  totalDepartments: z.number().check(z.int(), z.nonnegative()),
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
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  email: z.string(),
  enrolledCourses: z.number().check(z.int(), z.nonnegative()),
  completedCourses: z.number().check(z.int(), z.nonnegative()),
  /** Percent. */
  totalProgress: z.number().check(z.gte(0), z.lte(100)),
  riskLevel: z.enum(riskLevels),
  lastActive: z.string(),
  joinDate: z.string(),
  skills: z.array(z.string()),
  certificates: z.number().check(z.int(), z.nonnegative()),
});
export type StudentSample = z.infer<typeof studentSampleSchema>;
