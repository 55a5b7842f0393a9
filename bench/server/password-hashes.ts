// Password hashing schemes side by side (issue 37, item 9): hashes a second, one at a time and
// two at once, and the peak memory of a process doing it, for scrypt at the OWASP cost (the
// earlier scheme) and Argon2id at OWASP's setting (the current one), through the server's own
// hasher. Each scheme runs in a child process of its own, so the peaks do not mix. Bounded in
// count; prints figures, asserts nothing. Run: node --import tsx bench/server/password-hashes.ts
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  createPasswordHasher,
  OWASP_SCRYPT_COST,
} from '../../packages/server/src/security/password';

const HASHES = { scrypt: 8, argon2id: 40 } as const;
type Scheme = keyof typeof HASHES;

/** The process's peak resident memory so far, in MiB (Linux). */
const peakMiB = () =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? NaN) / 1024;

async function measure(scheme: Scheme) {
  const baseline = peakMiB();
  const rates: string[] = [];
  for (const atOnce of [1, 2]) {
    const hasher = createPasswordHasher(scheme === 'scrypt' ? OWASP_SCRYPT_COST : 'argon2id', {
      concurrency: atOnce,
    });
    await hasher.hash('warm up');
    const count = HASHES[scheme];
    const startedAt = performance.now();
    let started = 0;
    await Promise.all(
      Array.from({ length: atOnce }, async () => {
        while (started < count) {
          started += 1;
          await hasher.hash(`Correct-horse-${started}`);
        }
      }),
    );
    const seconds = (performance.now() - startedAt) / 1000;
    rates.push(
      `${(count / seconds).toFixed(1)}/s ${atOnce === 1 ? 'one at a time' : 'two at once'}`,
    );
  }
  const label = scheme === 'scrypt' ? 'scrypt N=2^17, r=8, p=1' : 'Argon2id m=19 MiB, t=2, p=1';
  console.log(
    `${label}: ${rates.join(', ')}; peak memory ${peakMiB().toFixed(0)} MiB (${baseline.toFixed(0)} MiB before hashing)`,
  );
}

const scheme = process.argv[2] as Scheme | undefined;
if (scheme) {
  await measure(scheme);
} else {
  for (const each of Object.keys(HASHES) as Scheme[]) {
    await new Promise<void>((resolve, reject) => {
      const child = fork(fileURLToPath(import.meta.url), [each], {
        execArgv: ['--import', 'tsx'],
        stdio: 'inherit',
      });
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`))));
    });
  }
}
