export { buildServer, DEFAULT_RATE_LIMITS } from './server';
export type { RateLimits, ServerOptions } from './server';
export type { DatabaseTarget } from './db/database';
export type { MailTransport, OutgoingMail } from './mail/mailer';
export { DEMO_PASSWORD, demoAccounts } from './seed/demo-accounts';
export { OWASP_SCRYPT_COST } from './security/password';
