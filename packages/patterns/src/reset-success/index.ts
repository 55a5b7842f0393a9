export { ResetSuccess } from './reset-success';
export type { ResetSuccessProps } from './reset-success';
