export { PlaceholderPage } from './placeholder-page';
export type { PlaceholderPageProps } from './placeholder-page';
