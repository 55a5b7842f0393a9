// The server under test, in its own process so the load generator does not share its CPU.
// Real password hashing (Argon2id); rate limits raised so the benchmark measures hashing, not refusals.
import { buildServer } from '@lp/server';

const unlimited = { max: 1_000_000, windowMs: 60_000 };
const app = await buildServer({
  seed: true,
  appUrl: 'http://bench.local',
  // hash-load.mjs passes a small built app so static files are served too.
  appDistDir: process.env.BENCH_APP_DIST ?? null,
  // The load generator is one address holding up to 1,000 sockets.
  maxConnectionsPerIp: 0,
  rateLimits: {
    signInPerAccount: unlimited,
    signInPerIp: unlimited,
    signInSlowdown: unlimited,
    emailPerAccount: unlimited,
    emailPerAccountAtIp: unlimited,
    emailPerIp: unlimited,
  },
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address });
process.on('disconnect', () => {
  void app.close().then(() => process.exit(0));
});
