import * as z from 'zod/mini';
import { departmentShareSchema, kpiSchema, monthlyTrendSchema } from '../entities/dashboard';
import { isoDateTimeSchema } from '../entities/id';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD } from '../constants/dashboard';
import { inputMessages } from '../messages/input';

/**
 * University analytics (issue 18, spec 2 §2.14): the figures the database can answer
 * (students, teachers, enrolments and completion of one university over a period) and seed
 * data for the rest, each part saying which it is.
 */

/** Query of GET /admin/university-analytics. */
export const universityAnalyticsQuerySchema = z.object({
  /** Defaults to the university the session works on. */
  universityId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  period: z._default(
    z.enum(ANALYTICS_PERIODS, { error: inputMessages.oneOf('period', ANALYTICS_PERIODS) }),
    DEFAULT_ANALYTICS_PERIOD,
  ),
});
export type UniversityAnalyticsQuery = z.input<typeof universityAnalyticsQuerySchema>;

/** A KPI card; `sample` marks seed data rather than the database's figure. */
export const analyticsKpiSchema = z.extend(kpiSchema, { sample: z.boolean() });
export type AnalyticsKpi = z.infer<typeof analyticsKpiSchema>;

/** One performance ring: a score in percent (rated by `performanceRating`). */
export const performanceScoreSchema = z.object({
  name: z.string(),
  score: z.number().check(z.gte(0), z.lte(100)),
});
export type PerformanceScore = z.infer<typeof performanceScoreSchema>;

export const analyticsSampleSections = ['enrollmentTrend', 'departments', 'performance'] as const;

export const universityAnalyticsResponseSchema = z.object({
  universityId: z.string().check(z.minLength(1)),
  period: z.enum(ANALYTICS_PERIODS),
  generatedAt: isoDateTimeSchema,
  kpis: z.array(analyticsKpiSchema),
  /** Monthly bars, scaled to 15,000 students by the page (spec 2 §9). */
  enrollmentTrend: z.array(monthlyTrendSchema),
  departments: z.array(departmentShareSchema),
  performance: z.array(performanceScoreSchema),
  /** The parts above that are seed data, not the database's figures. */
  sampleSections: z.array(z.enum(analyticsSampleSections)),
});
export type UniversityAnalytics = z.infer<typeof universityAnalyticsResponseSchema>;
