import type { AnalyticsPeriod } from '@lp/contract';
import { queryPath } from './query-path';
import { defineResource } from './resource';

const api = () => import('@lp/contract/api');

/** The /api/v1 path of university analytics (docs/api.md, issue 18). */
export const analyticsPaths = {
  one: (universityId: string, period: AnalyticsPeriod) =>
    queryPath('/admin/university-analytics', { universityId, period }),
} as const;

/** GET /admin/university-analytics: one university's figures for one period. */
export const universityAnalyticsResource = defineResource(() =>
  api().then((m) => m.universityAnalyticsResponseSchema),
);
