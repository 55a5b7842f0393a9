export { Banner, bannerVariants, bannerRole } from './banner';
export type { BannerProps } from './banner';
