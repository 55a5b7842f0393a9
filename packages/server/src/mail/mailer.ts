import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';

export type MailKind = 'EMAIL_VERIFICATION' | 'RESET_PASSWORD' | 'INVITATION' | 'ACCOUNT_EXISTS';

export type OutgoingMail = {
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
  link: string | null;
};

/** Delivers one message (SMTP, or any provider a deployment plugs in). */
export type MailTransport = { send: (mail: OutgoingMail) => Promise<void> };

export type Mailer = { send: (mail: OutgoingMail) => Promise<void> };

/**
 * Every message goes to the outbox table first. Outside production it is also
 * logged with its link so a person trying the demo can follow it; a configured
 * transport then delivers it and the row is marked sent. A delivery failure is
 * logged, never shown to the requester (forgot-password must answer the same).
 */
export function createMailer(options: {
  db: Db;
  now: () => Date;
  production: boolean;
  transport: MailTransport | null;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, now, production, transport, log } = options;
  return {
    async send(mail) {
      const row = await db
        .insertInto('outbox')
        .values({
          to_address: mail.to,
          subject: mail.subject,
          body: mail.text,
          kind: mail.kind,
          link: mail.link,
          created_at: now(),
          sent_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!production)
        log.info({ to: mail.to, kind: mail.kind, link: mail.link }, `e-mail: ${mail.subject}`);
      if (!transport) return;
      // Delivery runs after the answer so a slow SMTP server neither delays it nor
      // reveals, by timing, whether forgot-password found an account.
      void transport
        .send(mail)
        .then(() =>
          db.updateTable('outbox').set({ sent_at: now() }).where('id', '=', row.id).execute(),
        )
        .catch((error: unknown) =>
          log.error({ err: error, to: mail.to, kind: mail.kind }, 'e-mail delivery failed'),
        );
    },
  };
}
