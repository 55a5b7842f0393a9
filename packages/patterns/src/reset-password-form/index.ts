export { ResetPasswordForm } from './reset-password-form';
export type { ResetPasswordFormProps, ResetPasswordValues } from './reset-password-form';
