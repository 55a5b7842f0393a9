import { describe, expect, it } from 'vitest';
import * as esUniversities from '@lp/locales/es/api-universities';
import { universityMessages } from '../api/universities';
import { validationMessages } from '../rules/forms';
import { brandingMessages } from '../constants/branding';
import { validateLogin } from '../rules/forms';
import {
  CODED_TEXTS_REMEMBERED,
  codedMessages,
  messageCodeOf,
  messageIn,
  splitMessageCode,
} from './coded-messages';

describe('coded messages (issue 34)', () => {
  it('keeps the English texts and shapes of the message objects', () => {
    expect(universityMessages.notFound).toBe('University not found');
    expect(universityMessages.hasAccounts(1)).toBe(
      '1 account still belongs to this university. Suspend it instead, or move the accounts first.',
    );
    expect(universityMessages.hasAccounts(3)).toMatch(/^3 accounts still belong/);
    expect(brandingMessages.colour('Primary colour')).toBe(
      'Primary colour must be a colour in the form #RRGGBB.',
    );
  });

  it('finds the code of a text without arguments, wherever it travelled', () => {
    expect(messageCodeOf(universityMessages.notFound)).toEqual({
      code: 'api-universities.notFound',
    });
    expect(messageCodeOf(validateLogin({ email: '', password: 'x' }).email)).toEqual({
      code: 'validation.emailRequired',
    });
    expect(messageCodeOf(validationMessages.passwordsDiffer)?.code).toBe(
      'validation.passwordsDiffer',
    );
  });

  it('finds the code and values of a text a message with arguments returned', () => {
    const text = universityMessages.hasAccounts(4);
    expect(messageCodeOf(text)).toEqual({
      code: 'api-universities.hasAccounts',
      values: { count: 4 },
    });
    // …which another language writes with the same values.
    expect(messageIn(esUniversities.default, 'hasAccounts', { count: 4 })).toMatch(
      /^4 cuentas todavía pertenecen/,
    );
  });

  it('knows nothing of other texts', () => {
    expect(messageCodeOf('Some text of nobody')).toBeUndefined();
    expect(messageCodeOf(undefined)).toBeUndefined();
  });

  it('keeps a text made once at load for good, and only the newest texts of arguments', () => {
    const messages = codedMessages(
      {
        id: 'test-ns',
        default: {
          many: (d: { n: number }) => `n is ${d.n}`,
          limit: (d: { max: number }) => `at most ${d.max}`,
        },
      },
      (m) => ({ limit: m.limit({ max: 7 }) }),
    );
    for (let n = 0; n <= CODED_TEXTS_REMEMBERED; n++) messages.many({ n });
    expect(messageCodeOf('n is 0')).toBeUndefined();
    expect(messageCodeOf(`n is ${CODED_TEXTS_REMEMBERED}`)).toEqual({
      code: 'test-ns.many',
      values: { n: CODED_TEXTS_REMEMBERED },
    });
    expect(messageCodeOf('at most 7')).toEqual({ code: 'test-ns.limit', values: { max: 7 } });
  });

  it('splits a code at its first dot', () => {
    expect(splitMessageCode('api-universities.notFound')).toEqual({
      namespace: 'api-universities',
      key: 'notFound',
    });
    expect(splitMessageCode('nodot')).toBeUndefined();
  });
});
