export { ForgotPasswordConfirmationScreen as default } from './forgot-password-screen';
