import { isValidEmail } from './email';
import { PASSWORD_MIN_LENGTH } from './password';
import * as validation from '@lp/locales/en/validation';
import { codedMessages } from '../messages/coded-messages';

/** Field name to message; an empty object means the form is valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The exact validation messages of spec 1 §5 and spec 2 §5. */
export const validationMessages = /* @__PURE__ */ codedMessages(validation);

const m = validationMessages;

function emailError(email: string): string | undefined {
  if (!email.trim()) return m.emailRequired;
  if (!isValidEmail(email)) return m.emailInvalid;
  return undefined;
}

function passwordError(password: string, tooShort: string): string | undefined {
  if (!password) return m.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return tooShort;
  return undefined;
}

function collect<Field extends string>(entries: [Field, string | undefined][]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const [field, message] of entries) if (message) errors[field] = message;
  return errors;
}

export function validateLogin(form: { email: string; password: string }) {
  return collect<'email' | 'password'>([
    ['email', emailError(form.email)],
    ['password', form.password ? undefined : m.passwordRequired],
  ]);
}

export function validateRegister(form: {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}) {
  return collect<'email' | 'password' | 'firstName' | 'lastName'>([
    ['email', emailError(form.email)],
    ['firstName', form.firstName.trim() ? undefined : m.firstNameRequired],
    ['lastName', form.lastName.trim() ? undefined : m.lastNameRequired],
    ['password', passwordError(form.password, m.passwordTooShort)],
  ]);
}

export function validateForgotPassword(form: { email: string }) {
  return collect<'email'>([['email', emailError(form.email)]]);
}

export function validateResetPassword(form: { newPassword: string; confirmPassword: string }) {
  let confirm: string | undefined;
  if (!form.confirmPassword) confirm = m.confirmRequired;
  else if (form.confirmPassword !== form.newPassword) confirm = m.passwordsDiffer;
  return collect<'newPassword' | 'confirmPassword'>([
    ['newPassword', passwordError(form.newPassword, m.passwordTooShort)],
    ['confirmPassword', confirm],
  ]);
}

/** Invitation step 1: one message for both names, under the key `name` (spec 2 §5). */
export function validateInviteNames(form: { firstName: string; lastName: string }) {
  const missing = !form.firstName.trim() || !form.lastName.trim();
  return collect<'name'>([['name', missing ? m.namesRequired : undefined]]);
}

/** Invitation step 2: e-mail and password (spec 2 §5). */
export function validateInviteAccount(form: { email: string; password: string }) {
  return collect<'email' | 'password'>([
    ['email', emailError(form.email)],
    ['password', passwordError(form.password, m.invitePasswordTooShort)],
  ]);
}
