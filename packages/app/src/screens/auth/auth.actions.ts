import {
  validateForgotPassword,
  validateLogin,
  validateRegister,
  validateResetPassword,
} from '@lp/contract';
import { redirect } from 'react-router-dom';
import { authMessages, createAuthApi } from '../../data/account-api';
import { flowMessage, signInMessages } from '../../data/auth';
import { publicPaths } from '../../routes/public-paths';
import type { ScreenAction } from '../../routes/route-types';

// The sign-in pages' forms sent before the app's script has run (a slow phone, a slow
// network): the server runs these with the visitor's cookies, and each does what the screen's
// own submit does, through the same API calls (the same limits, messages and origin check). On
// success it redirects; otherwise the page is drawn again with the message and what was typed,
// never a password (issue 31, item 9). With its script, a screen submits on its own.

/** What a failed form hands back to its page: the message and the values to keep. */
export interface FormFailure {
  error: string;
  values: Record<string, string>;
}

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The first message of a form's checks, as the form shows it next to its field. */
const firstProblem = (problems: Partial<Record<string, string>>) =>
  Object.values(problems).find((message) => !!message);

/** /auth/login: signs in, then the home page; or the page again with the message and e-mail. */
export const login: ScreenAction = async ({ request, services }) => {
  const form = await request.formData();
  const values = { email: textOf(form, 'email'), password: textOf(form, 'password') };
  const kept = { email: values.email };
  const problem = firstProblem(validateLogin(values));
  if (problem) return { error: problem, values: kept } satisfies FormFailure;
  try {
    await createAuthApi(services.api, services.session).login({
      email: values.email.trim(),
      password: values.password,
    });
  } catch (failure) {
    const error = flowMessage(failure, signInMessages.loginFailed, signInMessages.loginUnexpected);
    return { error, values: kept } satisfies FormFailure;
  }
  return redirect(publicPaths.dashboard());
};

/** /auth/register: creates the account, then 'Confirm your email'. */
export const register: ScreenAction = async ({ request, services }) => {
  const form = await request.formData();
  const values = {
    firstName: textOf(form, 'firstName'),
    lastName: textOf(form, 'lastName'),
    email: textOf(form, 'email'),
    password: textOf(form, 'password'),
  };
  const kept = { firstName: values.firstName, lastName: values.lastName, email: values.email };
  const problem = firstProblem(validateRegister(values));
  if (problem) return { error: problem, values: kept } satisfies FormFailure;
  try {
    await createAuthApi(services.api, services.session).register(values);
  } catch (failure) {
    return { error: flowMessage(failure, authMessages.registerFailed), values: kept };
  }
  return redirect(publicPaths.confirmEmail());
};

/** /auth/forgot-password: sends the reset e-mail, then 'Check Your Email'. */
export const forgotPassword: ScreenAction = async ({ request, services }) => {
  const form = await request.formData();
  const values = { email: textOf(form, 'email') };
  const problem = firstProblem(validateForgotPassword(values));
  if (problem) return { error: problem, values } satisfies FormFailure;
  try {
    await createAuthApi(services.api, services.session).forgotPassword(values.email.trim());
  } catch (failure) {
    const error = flowMessage(failure, authMessages.forgotFailed, authMessages.forgotUnexpected);
    return { error, values } satisfies FormFailure;
  }
  return redirect(publicPaths.forgotPasswordConfirmation());
};

/** The reset page: sets the new password, then 'Password Updated Successfully'. */
export const resetPassword: ScreenAction = async ({ request, services }) => {
  const token = new URL(request.url).searchParams.get('token');
  const form = await request.formData();
  const values = {
    newPassword: textOf(form, 'newPassword'),
    confirmPassword: textOf(form, 'confirmPassword'),
  };
  if (!token) return { error: authMessages.noToken, values: {} } satisfies FormFailure;
  const problem = firstProblem(validateResetPassword(values));
  if (problem) return { error: problem, values: {} } satisfies FormFailure;
  try {
    await createAuthApi(services.api, services.session).resetPassword(token, values.newPassword);
  } catch (failure) {
    const error = flowMessage(failure, authMessages.resetFailed, authMessages.resetUnexpected);
    return { error, values: {} } satisfies FormFailure;
  }
  return redirect(publicPaths.resetSuccess());
};
