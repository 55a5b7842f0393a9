// The dialog's own module, so its code (Radix dialog, scroll lock, the embed player) loads when
// the welcome video is first asked for, not with the dashboard.
export { WelcomeVideoDialog as default } from '@lp/patterns';
