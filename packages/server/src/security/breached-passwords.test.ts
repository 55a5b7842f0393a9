import { readFileSync } from 'node:fs';
import { PASSWORD_TOO_COMMON_MESSAGE } from '@lp/contract/api';
import { describe, expect, it } from 'vitest';
import { assertAcceptablePassword } from '../auth/password-policy';
import { buildBloomFilter, readBloomFilter } from './bloom-filter';
import {
  BREACHED_FILTER_FILE,
  breachedPasswordFilter,
  isBreachedPassword,
  passwordStem,
} from './breached-passwords';
import {
  BREACHED_FILTER_FALSE_POSITIVE_RATE,
  breachedPasswordEntries,
} from './generate-breached-filter';

function refusal(password: string): string | null {
  try {
    assertAcceptablePassword(password, 'someone@uni.edu');
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the breached-password corpus (issue 37, item 7)', () => {
  it("refuses the probe's passwords that the 49,000-entry list let through", () => {
    // Before: each was accepted (none on zxcvbn-ts's list, none only repeated or sequential).
    for (const password of ['Password1!', 'Password123!', 'Passw0rd!', 'Welcome1!']) {
      expect(refusal(password), password).toBe(PASSWORD_TOO_COMMON_MESSAGE);
    }
  });

  it('refuses them after normalisation and trimming too', () => {
    for (const password of [' Password1! ', 'ＰＡＳＳＷＯＲＤ１２３！', 'welcome1!\u00a0']) {
      expect(refusal(password), JSON.stringify(password)).toBe(PASSWORD_TOO_COMMON_MESSAGE);
    }
  });

  it('accepts a strong password, also with digits and symbols at its end', () => {
    for (const password of ['Quiet-harbour-42', 'Lantern ferry 7 oats', 'Tr0ub4dor&3-harbour']) {
      expect(isBreachedPassword(password), password).toBe(false);
      expect(refusal(password), password).toBeNull();
    }
  });

  it('counts a breached password with at most five digits or symbols added', () => {
    expect(passwordStem('password123!')).toBe('password');
    expect(passwordStem('summer2024!')).toBe('summer');
    // A longer run is more than a cracker's first rules add: the whole is checked alone.
    expect(passwordStem('dragon837492!')).toBeNull();
    expect(passwordStem('harbour')).toBeNull();
  });

  it('is the filter the script builds from the named lists, with its stated rate', () => {
    const entries = breachedPasswordEntries();
    expect(entries.length).toBeGreaterThanOrEqual(100_000);
    const rebuilt = buildBloomFilter(entries, BREACHED_FILTER_FALSE_POSITIVE_RATE);
    expect(readFileSync(BREACHED_FILTER_FILE).equals(rebuilt)).toBe(true);

    const filter = breachedPasswordFilter();
    expect(filter.itemCount).toBe(entries.length);
    expect(filter.expectedFalsePositiveRate).toBeLessThanOrEqual(
      BREACHED_FILTER_FALSE_POSITIVE_RATE * 1.01,
    );
    // No false negatives, on every 97th entry.
    for (let at = 0; at < entries.length; at += 97)
      expect(filter.has(entries[at] ?? '')).toBe(true);
  });

  it('refuses few passwords that are on no list: the measured rate is near the stated one', () => {
    const filter = breachedPasswordFilter();
    const listed = new Set(breachedPasswordEntries());
    let probes = 0;
    let falsePositives = 0;
    for (let index = 0; probes < 200_000; index += 1) {
      const probe = `probe-${index.toString(36)}-kq`;
      if (listed.has(probe)) continue;
      probes += 1;
      if (filter.has(probe)) falsePositives += 1;
    }
    // Expected about 20 of 200,000; twice the stated rate is the bound.
    expect(falsePositives / probes).toBeLessThan(2 * BREACHED_FILTER_FALSE_POSITIVE_RATE);
  });

  it('refuses a file that is not its filter', () => {
    expect(() => readBloomFilter(Buffer.from('\x89PNG\r\n\x1a\n'))).toThrow(/Not a Bloom filter/);
    const truncated = readFileSync(BREACHED_FILTER_FILE).subarray(0, 1000);
    expect(() => readBloomFilter(truncated)).toThrow(/damaged/);
  });
});
