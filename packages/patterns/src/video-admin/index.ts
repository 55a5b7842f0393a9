export {
  VideoContentAdmin,
  defaultVideoContentAdminTexts,
  useVideoContentAdminTexts,
  openInNewTab,
} from './video-content-admin';
export type {
  VideoContentAdminProps,
  VideoContentAdminTexts,
  VideoContentAdminStatus,
  VideoContentUrls,
} from './video-content-admin';
export { useVideoUrlForm } from './use-video-url-form';
export type {
  VideoUrlKind,
  VideoUrlFormMessages,
  VideoUrlFormResult,
  VideoUrlFormState,
  UseVideoUrlFormOptions,
} from './use-video-url-form';
