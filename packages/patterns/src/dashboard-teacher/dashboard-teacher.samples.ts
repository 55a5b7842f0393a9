import type { TeacherInsight } from './insights-list';
import type { TeacherDashboardSummary } from './my-dashboards';

// Sample insights and saved dashboards for stories and tests; the spec names the blocks but
// gives no content, so these belong in the contract's samples once the server serves them.

export const sampleTeacherInsights: readonly TeacherInsight[] = [
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

export const sampleTeacherDashboards: readonly TeacherDashboardSummary[] = [
  {
    id: 'dashboard-engagement',
    title: 'Learner engagement',
    description: 'Active learners, sessions and time spent per course.',
    updatedText: 'Updated today',
  },
  {
    id: 'dashboard-completion',
    title: 'Course completion',
    description: 'Completion and drop-off by module for every course you teach.',
    updatedText: 'Updated yesterday',
  },
  {
    id: 'dashboard-certification',
    title: 'Certification progress',
    description: 'Who is on track for a certificate, and who needs help.',
    updatedText: 'Updated 3 days ago',
  },
];

/** The app's address of a saved dashboard, as a stand-in for its path builder. */
export const sampleDashboardHref = (id: string) => `/analytics/dashboards/${id}`;
