export { ForgotPassword, ForgotPasswordForm, CheckYourEmail } from './forgot-password';
export type {
  ForgotPasswordProps,
  ForgotPasswordFormProps,
  ForgotPasswordValues,
  ForgotPasswordStep,
  CheckYourEmailProps,
} from './forgot-password';
