import type { SavedDashboard, TeacherInsightData } from '../api/learning';
import { dailyActiveChart } from '../constants/dashboard';

/**
 * The teacher variant's content beyond the chart (spec 2 §2.2 names the blocks, not their
 * content): insights and saved dashboards, seeded by the server and shown by the patterns.
 */

/** The analytics headline 3,247 and trend +18.3% (spec 2 §9) as numbers. */
export const sampleTeacherHeadline: number = dailyActiveChart.headline;
export const sampleTeacherTrend = 18.3;

export const sampleTeacherInsights: readonly TeacherInsightData[] = [
  {
    id: 'insight-engagement',
    title: 'Engagement is up 18.3% this month',
    description: 'Daily active learners rose from 1,200 to 3,247 over the last 22 days.',
    tone: 'increase',
  },
  {
    id: 'insight-at-risk',
    title: '12 learners have not logged in for a week',
    description: 'Most are enrolled in Data Science with Python. A reminder may help.',
    tone: 'attention',
  },
  {
    id: 'insight-quiz',
    title: 'Quiz scores dipped in Module 2',
    description: 'The Threat Detection Assessment averages 64%, down from 78%.',
    tone: 'decrease',
  },
  {
    id: 'insight-peak',
    title: 'Learners are most active at 11 am',
    description: 'Schedule live sessions around late morning for the best attendance.',
  },
];

/** Saved dashboards; the app words `updatedAt` relative to now ("Updated today"). */
export const sampleTeacherDashboards: readonly SavedDashboard[] = [
  {
    id: 'dashboard-engagement',
    title: 'Learner engagement',
    description: 'Active learners, sessions and time spent per course.',
    updatedAt: '2025-07-16T08:30:00.000Z',
  },
  {
    id: 'dashboard-completion',
    title: 'Course completion',
    description: 'Completion and drop-off by module for every course you teach.',
    updatedAt: '2025-07-15T17:10:00.000Z',
  },
  {
    id: 'dashboard-certification',
    title: 'Certification progress',
    description: 'Who is on track for a certificate, and who needs help.',
    updatedAt: '2025-07-13T11:45:00.000Z',
  },
];
