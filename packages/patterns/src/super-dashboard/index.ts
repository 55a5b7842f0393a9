export { SuperDashboardPage } from './super-dashboard';
export type { SuperDashboardPageProps, SuperDashboardStatus } from './super-dashboard';
export { defaultSuperDashboardTexts } from './super-dashboard-texts';
export type { SuperDashboardTexts } from './super-dashboard-texts';
