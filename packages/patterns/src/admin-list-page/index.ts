export { AdminListPage, AdminPageHeader } from './admin-list-page';
export type { AdminListPageProps, AdminListStatus, AdminPageHeaderProps } from './admin-list-page';
export { AdminListSection } from './admin-list-section';
export type { AdminListSectionProps } from './admin-list-section';
export { headingBelow, headingLevels } from './heading-levels';
export type { HeadingLevels } from './heading-levels';
