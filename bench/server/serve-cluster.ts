// One server process of the cluster benchmark (cluster.ts): the environment's settings
// (DATABASE_URL, PORT, the cluster timings) as main.ts reads them, with the rate limits
// raised so the benchmark measures hashing and sharing, not refusals.
import { configFromEnv } from '../../packages/server/src/config';
import { buildServer } from '../../packages/server/src/server';

const unlimited = { max: 1_000_000, windowMs: 60_000 };
const { server: options, listen } = configFromEnv();
const app = await buildServer({
  ...options,
  logger: false,
  rateLimits: {
    signInPerAccount: unlimited,
    signInPerIp: unlimited,
    signInSlowdown: unlimited,
    emailPerAccount: unlimited,
    emailPerAccountAtIp: unlimited,
    emailPerIp: unlimited,
  },
});
console.log(`Listening on ${await app.listen(listen)}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
