import { describe, expect, it } from 'vitest';
import { configFromEnv, parseTrustProxy } from './config';

describe('configFromEnv', () => {
  it('never seeds demo accounts in production unless SEED=true, and passes SEED_PASSWORD on', () => {
    expect(configFromEnv({ NODE_ENV: 'production' }).server.seed).toBe(false);
    expect(configFromEnv({}).server.seed).toBe(true);
    const asked = configFromEnv({
      NODE_ENV: 'production',
      SEED: 'true',
      SEED_PASSWORD: 'Own-pass-77',
    });
    expect(asked.server).toMatchObject({ seed: true, seedPassword: 'Own-pass-77' });
  });

  it('reads TRUST_PROXY as hops or proxy addresses, and true as one hop only', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.2, 10.1.0.0/16')).toEqual(['10.0.0.2', '10.1.0.0/16']);
  });
});

describe('request log', () => {
  it('logs requests at debug when LOG_REQUESTS=debug (npm start), at info otherwise', () => {
    expect(configFromEnv({ LOG_REQUESTS: 'debug' }).server.requestLogLevel).toBe('debug');
    expect(configFromEnv({}).server.requestLogLevel).toBe('info');
  });
});

describe('password hashing settings', () => {
  it('reads the concurrency and the longest wait for a hashing slot (issue 37, item 5)', () => {
    expect(configFromEnv({}).server.passwordHashing).toBeUndefined();
    expect(
      configFromEnv({ PASSWORD_HASH_CONCURRENCY: '2', PASSWORD_HASH_MAX_WAIT_MS: '3000' }).server
        .passwordHashing,
    ).toEqual({ concurrency: 2, maxWaitMs: 3000 });
    expect(configFromEnv({ PASSWORD_HASH_MAX_WAIT_MS: '1500' }).server.passwordHashing).toEqual({
      maxWaitMs: 1500,
    });
  });
});
