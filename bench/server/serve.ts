// The server under test, in its own process so the load generator does not share its CPU.
// Real scrypt cost; rate limits raised so the benchmark measures hashing, not refusals.
import { buildServer } from '@lp/server';

const unlimited = { max: 1_000_000, windowMs: 60_000 };
const app = await buildServer({
  seed: true,
  appUrl: 'http://bench.local',
  rateLimits: {
    signInPerAccount: unlimited,
    signInPerIp: unlimited,
    emailPerAccount: unlimited,
    emailPerIp: unlimited,
  },
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address });
process.on('disconnect', () => {
  void app.close().then(() => process.exit(0));
});
