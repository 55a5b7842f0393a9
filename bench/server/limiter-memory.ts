// Limiter memory (issue 19, item 3): 200,000 forgot-password-like requests with unique
// e-mails from one IP, then from 200,000 IPs, through the real limiter module.
// Prints the heap growth after a full GC. Run: node --expose-gc --import tsx bench/server/limiter-memory.ts
import { createAttemptLimiter } from '../../packages/server/src/auth/attempt-limiter';
import { enforceLimits } from '../../packages/server/src/auth/rate-limit';
import { DEFAULT_RATE_LIMITS } from '../../packages/server/src/server';

const REQUESTS = 200_000;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

function heapMiB() {
  gc!();
  gc!();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

const kept: unknown[] = [];
for (const scenario of ['one IP', 'one IP per request'] as const) {
  const now = () => new Date();
  const perIp = createAttemptLimiter(DEFAULT_RATE_LIMITS.emailPerIp, now);
  const perAccount = createAttemptLimiter(DEFAULT_RATE_LIMITS.emailPerAccount, now);
  kept.push(perIp, perAccount);
  const before = heapMiB();
  let refused = 0;
  for (let index = 0; index < REQUESTS; index += 1) {
    const ip =
      scenario === 'one IP'
        ? '198.51.100.7'
        : `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`;
    try {
      enforceLimits(
        [
          [perIp, ip],
          [perAccount, `visitor-${index}-${Math.random().toString(36).slice(2)}@example.edu`],
        ],
        'requests',
      );
    } catch {
      refused += 1;
    }
  }
  const after = heapMiB();
  console.log(
    `${scenario}: ${REQUESTS} unique e-mails, ${refused} refused, heap +${(after - before).toFixed(1)} MiB (${(((after - before) * 1024 * 1024) / REQUESTS).toFixed(0)} bytes a request)`,
  );
}
console.log(`(${kept.length} limiters kept alive while measuring)`);
