import type { Db } from './db/database';
import type { AttemptLimiter } from './auth/attempt-limiter';
import type { Mailer } from './mail/mailer';
import type { PresenceHub } from './presence/presence-hub';
import type { PasswordHasher } from './security/password';

/** What route modules share; built once per server by buildServer. */
export type AppContext = {
  db: Db;
  /** Injected so tests can move time (token expiry, rate-limit windows). */
  now: () => Date;
  passwords: PasswordHasher;
  /** Links in e-mails point here; its origin is also allowed for the socket and unsafe calls. */
  appUrl: string;
  /** Whether a browser Origin may call unsafe methods and open the socket. */
  isAllowedOrigin: (origin: string) => boolean;
  production: boolean;
  mailer: Mailer;
  presence: PresenceHub;
  limiters: {
    signInPerAccount: AttemptLimiter;
    signInPerIp: AttemptLimiter;
    emailPerAccount: AttemptLimiter;
    emailPerIp: AttemptLimiter;
  };
};
