import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';

export type MailKind =
  | 'EMAIL_VERIFICATION'
  | 'RESET_PASSWORD'
  | 'INVITATION'
  | 'ACCOUNT_EXISTS'
  | 'ORGANIZATION_MESSAGE'
  | 'COURSE_ANNOUNCEMENT';

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

/** What the outbox keeps of a link it must not keep usable. */
export const REDACTED_LINK = '[link sent by e-mail, not kept]';

/** The row the outbox keeps: the whole message where links may be kept, else without its link. */
function storedForm(mail: OutgoingMail, keepLinks: boolean) {
  if (keepLinks || !mail.link) return { body: mail.text, link: mail.link };
  return { body: mail.text.split(mail.link).join(REDACTED_LINK), link: null };
}

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
  /**
   * Keep links (and the tokens in them) in the outbox table. Only where the development
   * outbox reads them; default: outside production. Elsewhere a row keeps who, what and
   * when, never a usable link.
   */
  keepLinks?: boolean;
}): Mailer {
  const { db, now, production, transport, log } = options;
  const keepLinks = options.keepLinks ?? !production;
  return {
    async send(mail) {
      const stored = storedForm(mail, keepLinks);
      const row = await db
        .insertInto('outbox')
        .values({
          to_address: mail.to,
          subject: mail.subject,
          body: stored.body,
          kind: mail.kind,
          link: stored.link,
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

/**
 * Removes the links kept by an earlier version (or a development run) from the outbox, for a
 * server that must not keep them (production).
 */
export async function redactStoredLinks(db: Db): Promise<number> {
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'body', 'link'])
    .where('link', 'is not', null)
    .execute();
  for (const row of rows) {
    const body = row.link ? row.body.split(row.link).join(REDACTED_LINK) : row.body;
    await db.updateTable('outbox').set({ body, link: null }).where('id', '=', row.id).execute();
  }
  return rows.length;
}
