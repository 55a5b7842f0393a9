export { UniversityPortalPage } from './university-portal';
export { defaultUniversityPortalTexts } from './university-portal-texts';
export type { UniversityPortalTexts } from './university-portal-texts';
export type {
  UniversityPortalPageProps,
  UniversityPortalStatus,
  UniversityStatusFilter,
} from './university-portal';
export type { UniversityCardTexts } from './university-card';
export type { CurrentUniversityTexts } from './current-university-card';
export { ImpersonationBanner, defaultImpersonationBannerTexts } from './impersonation-banner';
export type { ImpersonationBannerProps, ImpersonationBannerTexts } from './impersonation-banner';
