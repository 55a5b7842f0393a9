export { QuoteBanner } from './quote-banner';
export type { QuoteBannerProps } from './quote-banner';
