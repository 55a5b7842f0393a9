import { sampleTeacherDashboards as savedDashboards, updatedAgo } from '@lp/contract';
import type { TeacherDashboardSummary } from './my-dashboards';

// Stories and tests show the content the server seeds (the contract's samples), with the
// freshness text the app derives from each dashboard's date.

export { sampleTeacherInsights } from '@lp/contract';

/** The seeded dashboards' freshness, read on the day of the latest update. */
const SAMPLE_NOW = Date.parse('2025-07-16T12:00:00Z');

export const sampleTeacherDashboards: readonly TeacherDashboardSummary[] = savedDashboards.map(
  ({ id, title, description, updatedAt }) => ({
    id,
    title,
    description,
    updatedText: updatedAgo(updatedAt, SAMPLE_NOW),
  }),
);

/** The app's address of a saved dashboard, as a stand-in for its path builder. */
export const sampleDashboardHref = (id: string) => `/analytics/dashboards/${id}`;
