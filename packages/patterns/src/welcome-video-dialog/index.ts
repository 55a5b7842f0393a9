export { WelcomeVideoDialog, defaultWelcomeVideoDialogTexts } from './welcome-video-dialog';
export type { WelcomeVideoDialogProps, WelcomeVideoDialogTexts } from './welcome-video-dialog';
