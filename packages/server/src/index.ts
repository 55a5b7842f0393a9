export {
  buildServer,
  DEFAULT_MAX_CONNECTIONS_PER_IP,
  DEFAULT_RATE_LIMITS,
  DEFAULT_TIMEOUTS,
} from './server';
export type { HttpTimeouts, RateLimits, ServerOptions, TrustProxy } from './server';
export type { DatabaseTarget } from './db/database';
export { DataDirInUseError } from './db/data-dir-lock';
export type { MailTransport, OutgoingMail } from './mail/mailer';
export { DEMO_PASSWORD, demoAccounts } from './seed/demo-accounts';
export { HashingOverloadedError, OWASP_SCRYPT_COST } from './security/password';
