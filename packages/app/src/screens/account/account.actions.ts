import { validateChangePassword, validateProfile } from '@lp/contract';
import * as appAccountMessages from '@lp/locales/en/app-account';
import { redirect } from 'react-router-dom';
import { ApiError } from '../../data/api-error';
import { messagesOutsideReact } from '../../routes/outside-react-messages';
import { paths } from '../../routes/paths';
import type { ScreenAction } from '../../routes/route-types';

// The forms of /profile and /settings sent before the app's script ran: the server runs these
// with the visitor's cookies, through the same API calls as the screens' own submits. A form
// that worked draws the page again with its notice; one that did not, with its message and
// what was typed (never a password).

/** What a form of these pages hands back: which form, and its notice or message. */
export interface AccountFormResult {
  form: string;
  notice?: string;
  error?: string;
  values?: Record<string, string>;
}

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const firstProblem = (problems: Partial<Record<string, string>>) =>
  Object.values(problems).find((message) => !!message);

const messageOf = (failure: unknown, fallback: string) =>
  failure instanceof ApiError && failure.kind === 'http' ? failure.message : fallback;

const accountApi = async (services: Parameters<ScreenAction>[0]['services']) =>
  (await import('../../data/account')).createAccountApi(services.api, services.session);

/** /profile: saves the name and department, or (by `intent`) uploads or removes the avatar. */
export const profile: ScreenAction = async ({ request, services }) => {
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  if (intent === 'avatar' || intent === 'remove-avatar') return avatar(form, intent, services);
  const values = {
    firstName: textOf(form, 'firstName'),
    lastName: textOf(form, 'lastName'),
    department: textOf(form, 'department'),
  };
  const problem = firstProblem(validateProfile(values));
  if (problem) return { form: 'profile', error: problem, values } satisfies AccountFormResult;
  const text = await messagesOutsideReact(appAccountMessages, services);
  try {
    const answer = await (await accountApi(services)).saveProfile(values);
    return { form: 'profile', notice: answer.message ?? undefined } satisfies AccountFormResult;
  } catch (failure) {
    const error = messageOf(failure, text.profileSaveFailed);
    return { form: 'profile', error, values } satisfies AccountFormResult;
  }
};

/**
 * The avatar's upload form (multipart) or its removal: the API decides the type by the bytes,
 * checks the size and stores it by content, and its message is the page's, as for the script.
 */
async function avatar(
  form: FormData,
  intent: 'avatar' | 'remove-avatar',
  services: Parameters<ScreenAction>[0]['services'],
): Promise<AccountFormResult> {
  const text = await messagesOutsideReact(appAccountMessages, services);
  try {
    const account = await accountApi(services);
    const file = form.get('avatar');
    const answer =
      intent === 'remove-avatar'
        ? await account.removeAvatar()
        : await account.uploadAvatar(file instanceof File ? file : new File([], ''));
    return { form: 'avatar', notice: answer.message ?? undefined };
  } catch (failure) {
    return {
      form: 'avatar',
      error: messageOf(failure, text.avatarSaveFailed),
    };
  }
}

/** /settings: the section's form named by `intent`. */
export const settings: ScreenAction = async ({ request, services }) => {
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const [account, text] = await Promise.all([
    accountApi(services),
    messagesOutsideReact(appAccountMessages, services),
  ]);
  try {
    if (intent === 'password') {
      const values = {
        currentPassword: textOf(form, 'currentPassword'),
        newPassword: textOf(form, 'newPassword'),
        confirmPassword: textOf(form, 'confirmPassword'),
      };
      const problem = firstProblem(validateChangePassword(values));
      if (problem) return { form: intent, error: problem } satisfies AccountFormResult;
      const answer = await account.changePassword(values.currentPassword, values.newPassword);
      return { form: intent, notice: answer.message ?? undefined } satisfies AccountFormResult;
    }
    if (intent === 'appearance') {
      const mode = textOf(form, 'colorMode');
      if (mode !== 'light' && mode !== 'dark' && mode !== 'system')
        return { form: intent, error: text.chooseColorMode };
      const answer = await account.savePreferences({ colorMode: mode });
      // As the script's save does: the account's mode is this device's too.
      services.session.takeAccountMode(answer.data.colorMode);
      return { form: intent, notice: answer.message ?? undefined } satisfies AccountFormResult;
    }
    if (intent === 'language') {
      await account.savePreferences({ locale: textOf(form, 'locale') });
      // The page again, drawn by the server in the language just chosen.
      return redirect(paths.settings());
    }
    if (intent === 'notifications') {
      // An unticked box is not sent: off.
      const answer = await account.savePreferences({
        notifications: {
          courseAnnouncements: form.has('courseAnnouncements'),
          liveEventReminders: form.has('liveEventReminders'),
          messages: form.has('messages'),
        },
      });
      return { form: intent, notice: answer.message ?? undefined } satisfies AccountFormResult;
    }
    if (intent === 'end-session') {
      const answer = await account.endSession(textOf(form, 'sessionId'));
      return { form: 'sessions', notice: answer.message ?? undefined };
    }
    if (intent === 'end-others') {
      const answer = await account.endOtherSessions();
      return { form: 'sessions', notice: answer.message ?? undefined };
    }
    if (intent === 'delete') {
      const password = textOf(form, 'password');
      if (!password) return { form: intent, error: text.passwordRequired };
      await account.deleteAccount(password);
      return redirect(paths.login());
    }
  } catch (failure) {
    return { form: intent, error: messageOf(failure, text.somethingWentWrong) };
  }
  return { form: intent, error: text.somethingWentWrong };
};
