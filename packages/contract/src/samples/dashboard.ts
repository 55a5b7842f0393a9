import type {
  CalendarEvent,
  ChartPoint,
  DepartmentShare,
  Kpi,
  LeaderboardUser,
  LearningProgress,
  MonthlyTrend,
  NextStepCard,
} from '../entities/dashboard';

/** Demo learning progress: 62%, 4 of 6 courses done (spec 2 §9). */
export const sampleLearningProgress: LearningProgress = {
  percent: 62,
  coursesCompleted: 4,
  coursesTotal: 6,
};

/** Daily active learners: 22 points rising from 1200 to 3800; the headline 3,247 is among them. */
export const sampleDailyActivePoints: readonly ChartPoint[] = [
  1200, 1340, 1290, 1510, 1630, 1580, 1790, 1920, 1860, 2080, 2210, 2150, 2390, 2520, 2470, 2700,
  2860, 2810, 3050, 3247, 3520, 3800,
].map((value, index) => ({ label: `Jul ${index + 1}`, value }));

/** Hours spent learning: 7 days (Mon-Sun) by 7 hourly slots from 9 am to 3 pm. */
export const sampleTimeSpentHeatmap: readonly (readonly number[])[] = [
  [0.5, 1.2, 2.1, 0.8, 0, 1.5, 2.4],
  [1.1, 0.4, 0.9, 1.8, 2.2, 0.6, 0],
  [2.3, 1.7, 0.2, 0, 1.3, 2.6, 0.9],
  [0, 0.8, 1.4, 2.5, 0.7, 1.1, 1.9],
  [1.6, 2.2, 0.6, 1.2, 0.3, 0, 0.5],
  [0.2, 0, 0.4, 0.9, 1.6, 2.0, 1.0],
  [0, 0.3, 0, 0.6, 1.0, 0.4, 0.2],
];

const leaderboardNames = [
  'Aisha Bello',
  'Kenji Watanabe',
  'Chloe Dubois',
  'Mateo Fernández',
  'Hannah Schmidt',
  'Arjun Mehta',
  'Grace Okoye',
  'Alex Morgan',
  'Noor Haddad',
  'Lucas Silva',
  'Emily Clarke',
  'Daniel Cohen',
  'Yuki Tanaka',
  'Olivia Brown',
  'Samuel Mensah',
  'Isla Campbell',
  'Omar Farouk',
  'Zoe Papadopoulos',
  'Ravi Kumar',
  'Elena Petrova',
];

/** The leaderboard: 20 learners; the signed-in demo learner, Alex Morgan, is #8. */
export const sampleLeaderboard: readonly LeaderboardUser[] = leaderboardNames.map(
  (name, index): LeaderboardUser => {
    const rank = index + 1;
    const entry: LeaderboardUser = {
      id: `leader-${rank}`,
      name,
      avatar: `/samples/avatars/${rank}.webp`,
      progress: 98 - index * 4,
      rank,
      points: 4850 - index * 185,
      streak: Math.max(1, 42 - index * 2),
    };
    return rank === 8
      ? { ...entry, isCurrentUser: true, role: 'student', fullName: 'Alex Morgan' }
      : entry;
  },
);

export const CURRENT_USER_RANK = 8;

/** Your Next Steps (more than 3, so the arrows show): a live session, the welcome card, a download. */
export const sampleNextSteps: readonly NextStepCard[] = [
  {
    id: 'next-live',
    type: 'Live Session',
    title: 'Opening Night',
    subtitle: 'Join the first live session of the event program',
    actionText: 'Join Session',
    eventDate: '2025-07-17T17:00:00-06:00',
    instructor: {
      name: 'Dr. Sarah Chen',
      title: 'Professor of Computer Security',
      avatarUrl: '/samples/instructors/sarah-chen.webp',
    },
  },
  {
    id: 'next-welcome',
    type: 'Program Overview',
    title: 'Welcome Message',
    subtitle: 'A short video introduction to the program',
    actionText: 'Start Now',
    isWelcomeMessage: true,
  },
  {
    id: 'next-assignment-brief',
    type: 'Assignment',
    title: 'Threat Model Worksheet',
    subtitle: 'Download the worksheet and map three risks',
    actionText: 'Download',
    dueDate: '2025-07-20T23:59:00-06:00',
    downloadUrl: '/samples/downloads/threat-model-worksheet.pdf',
  },
  {
    id: 'next-assignment-quiz',
    type: 'Assignment',
    title: 'Threat Detection Assessment',
    subtitle: 'Module 2 of AI Fundamentals for Cybersecurity',
    actionText: 'Start Now',
    dueDate: '2025-07-22T23:59:00-06:00',
    courseId: 'course-1',
  },
  {
    id: 'next-program',
    type: 'Program Overview',
    title: 'Explore the Event Program',
    subtitle: 'Six courses, three live events',
    actionText: 'View Program',
    programId: 'courts-of-heaven',
  },
];

/** Calendar events of the week of 14 July 2025 (every event type and priority). */
export const sampleCalendarEvents: readonly CalendarEvent[] = [
  {
    id: 'event-1',
    title: 'AI Security Lecture',
    startTime: '2025-07-14T14:00:00Z',
    endTime: '2025-07-14T15:30:00Z',
    type: 'class',
    priority: 'high',
    location: 'Online',
    instructor: 'Dr. Sarah Chen',
    attendees: ['Alex Morgan', 'Emma Wilson'],
    description: 'Anomaly detection in practice.',
    isOnline: true,
    completed: true,
    color: 'primary',
    courseId: 'course-1',
  },
  {
    id: 'event-2',
    title: 'Detection Rule Assignment',
    startTime: '2025-07-15T21:00:00Z',
    endTime: '2025-07-15T22:00:00Z',
    type: 'assignment',
    priority: 'medium',
    description: 'Submit your first detection rule.',
    isOnline: true,
    completed: false,
    color: 'warning',
    courseId: 'course-1',
  },
  {
    id: 'event-3',
    title: 'HTML Quiz',
    startTime: '2025-07-16T16:00:00Z',
    endTime: '2025-07-16T16:30:00Z',
    type: 'exam',
    priority: 'high',
    location: 'Room 204',
    isOnline: false,
    completed: false,
    color: 'danger',
    courseId: 'course-2',
  },
  {
    id: 'event-4',
    title: 'Mentor Check-in',
    startTime: '2025-07-17T15:00:00Z',
    endTime: '2025-07-17T15:30:00Z',
    type: 'meeting',
    priority: 'low',
    location: 'Video call',
    instructor: 'Marcus Johnson',
    attendees: ['Alex Morgan'],
    isOnline: true,
    completed: false,
    color: 'success',
  },
  {
    id: 'event-5',
    title: 'Study Group: Data Cleaning',
    startTime: '2025-07-18T18:00:00Z',
    endTime: '2025-07-18T20:00:00Z',
    type: 'study-session',
    priority: 'medium',
    location: 'Library, level 2',
    attendees: ['Alex Morgan', 'Olivia Brown', 'Ravi Kumar'],
    isOnline: false,
    completed: false,
    color: 'accent',
    courseId: 'course-3',
  },
  {
    id: 'event-6',
    title: 'Project Proposal Deadline',
    startTime: '2025-07-19T23:00:00Z',
    endTime: '2025-07-19T23:59:00Z',
    type: 'deadline',
    priority: 'high',
    isOnline: true,
    completed: false,
    color: 'danger',
  },
];

/** University analytics KPI cards. */
export const sampleKpis: readonly Kpi[] = [
  {
    id: 'kpi-students',
    title: 'Total Students',
    value: '12,456',
    change: 12.5,
    changeType: 'increase',
    description: 'Enrolled across all programs',
  },
  {
    id: 'kpi-courses',
    title: 'Active Courses',
    value: '248',
    change: 8.2,
    changeType: 'increase',
    description: 'Courses with activity this period',
  },
  {
    id: 'kpi-completion',
    title: 'Completion Rate',
    value: '87%',
    change: 3.1,
    changeType: 'increase',
    description: 'Of started courses finished',
  },
  {
    id: 'kpi-session',
    title: 'Avg Session Time',
    value: '42 min',
    change: 2.4,
    changeType: 'decrease',
    description: 'Per learner per day',
  },
];

/** Students by department (percent shares; colours are chart roles from the tokens). */
export const sampleDepartmentShares: readonly DepartmentShare[] = [
  { name: 'Computer Science', value: 35, color: 'chart-1' },
  { name: 'Business', value: 25, color: 'chart-2' },
  { name: 'Engineering', value: 20, color: 'chart-3' },
  { name: 'Arts & Humanities', value: 12, color: 'chart-4' },
  { name: 'Sciences', value: 8, color: 'chart-5' },
];

/** Enrollment trend, six months (bars are scaled to 15000 students). */
export const sampleMonthlyTrends: readonly MonthlyTrend[] = [
  { date: '2025-01', students: 9820, courses: 212, completion: 81 },
  { date: '2025-02', students: 10240, courses: 218, completion: 82 },
  { date: '2025-03', students: 10910, courses: 226, completion: 84 },
  { date: '2025-04', students: 11380, courses: 233, completion: 85 },
  { date: '2025-05', students: 11975, courses: 241, completion: 86 },
  { date: '2025-06', students: 12456, courses: 248, completion: 87 },
];
