import type { Db } from './db/database';
import type { AttemptLimiter } from './auth/attempt-limiter';
import type { BackgroundWork } from './http/background';
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
  /** Slug of the university of hosts that match no university's domain (DEFAULT_UNIVERSITY). */
  defaultUniversitySlug: string;
  mailer: Mailer;
  presence: PresenceHub;
  /** Work done after the answer (e-mails and tokens of the "same answer" calls). */
  background: BackgroundWork;
  /** Delay of a sign-in to an account past its signInSlowdown limit. */
  signInSlowdownMs: number;
  /** Frames a presence socket may send: a burst, then so many a second. */
  presenceFrames: { burst: number; perSecond: number };
  limiters: {
    /** Failed sign-ins per (account, IP). */
    signInPerAccount: AttemptLimiter;
    /** Failed sign-ins per IP. */
    signInPerIp: AttemptLimiter;
    /** Failed sign-ins per account from every IP: past it, attempts are slowed down. */
    signInSlowdown: AttemptLimiter;
    /** E-mails asked for one address from every IP: past it, sending slows (never refused). */
    emailPerAccount: AttemptLimiter;
    /** E-mails asked for one address from one IP (or IPv6 /64): past it, refused. */
    emailPerAccountAtIp: AttemptLimiter;
    /** E-mail calls per IP (or IPv6 /64), whatever the address: past it, refused. */
    emailPerIp: AttemptLimiter;
  };
};
