export { ConfirmEmail } from './confirm-email';
export type { ConfirmEmailProps } from './confirm-email';
