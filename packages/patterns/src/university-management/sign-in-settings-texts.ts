import * as signInMessages from '@lp/locales/en/university-management-sign-in';
import { useMessages } from '@lp/ui';
import { useMemo } from 'react';

type SignInMessages = typeof signInMessages.default;

/** The texts from a language's messages (the compiled `university-management-sign-in` namespace). */
function textsFrom(m: SignInMessages) {
  return {
    ...m,
    roleMappingLine: (line: string) => m.roleMappingLine({ line }),
  };
}

/** The visible texts of the Sign-in section (issue 33); a deployment may override any. */
export const defaultSignInSettingsTexts = textsFrom(signInMessages.default);
export type SignInSettingsTexts = typeof defaultSignInSettingsTexts;

/** The texts in the tree's language, with a deployment's overrides on top. */
export function useSignInSettingsTexts(
  overrides?: Partial<SignInSettingsTexts>,
): SignInSettingsTexts {
  const messages = useMessages(signInMessages);
  const texts = useMemo(() => textsFrom(messages), [messages]);
  return useMemo(() => (overrides ? { ...texts, ...overrides } : texts), [texts, overrides]);
}
