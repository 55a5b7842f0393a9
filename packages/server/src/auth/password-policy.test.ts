import {
  PASSWORD_IS_EMAIL_MESSAGE,
  PASSWORD_PATTERN_MESSAGE,
  PASSWORD_PUBLISHED_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
} from '@lp/contract/api';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { assertAcceptablePassword, isRepetitiveOrSequential } from './password-policy';

function refusal(password: string, email = 'someone@uni.edu'): string | null {
  try {
    assertAcceptablePassword(password, email);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('password rules, compared after NFKC and trimming (issue 37, item 7)', () => {
  it('refuses a common password with spaces around it or in full-width letters', () => {
    // Before: accepted, because only the exact text was looked up.
    for (const password of [
      'password123 ',
      ' password123',
      'ｐａｓｓｗｏｒｄ１２３',
      'PASSWORD123\u00a0',
    ]) {
      expect(refusal(password), JSON.stringify(password)).toBe(PASSWORD_TOO_COMMON_MESSAGE);
    }
  });

  it('refuses the published demo password, however it is spelled', () => {
    for (const password of [DEMO_PASSWORD, ` ${DEMO_PASSWORD} `, DEMO_PASSWORD.toUpperCase()]) {
      expect(refusal(password)).toBe(PASSWORD_PUBLISHED_MESSAGE);
    }
  });

  it('refuses the e-mail after the same normalisation', () => {
    expect(refusal(' Someone@Uni.edu ')).toBe(PASSWORD_IS_EMAIL_MESSAGE);
  });

  it('refuses passwords made only of repeated or sequential characters', () => {
    // Before: aaaaaaaa was accepted (the list keeps no such entry).
    for (const password of [
      'aaaaaaaa',
      '!!!!!!!!!!',
      '1234abcd',
      'abcdefghij',
      '98765432',
      'zyxwvuts',
      '12344321',
      'aaabbbccc',
      'abababab',
      'xyz9xyz9',
      'ÀÀÀÀÀÀÀÀ',
    ]) {
      expect(isRepetitiveOrSequential(password), password).toBe(true);
      expect(refusal(password), password).toBe(PASSWORD_PATTERN_MESSAGE);
    }
  });

  it('accepts passwords with such runs inside something else', () => {
    for (const password of [
      'Quiet-harbour-42',
      'abc-Harbour-9',
      '12345678x9Q',
      'aaaa-bbbb-Tide',
      'Brand-new-pass-9',
      'Harbour-pass-2025!',
    ]) {
      expect(isRepetitiveOrSequential(password), password).toBe(false);
      expect(refusal(password), password).toBeNull();
    }
  });
});
