import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { migratedSnapshot } from '../testing/database-snapshot';
import { manualClock } from '../testing/test-server';
import { createMailer, redactStoredLinks, REDACTED_LINK, type OutgoingMail } from './mailer';
import { mailMessages } from './messages';

let db: Db;
beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite', snapshot: await migratedSnapshot() });
});
afterAll(() => db.destroy());

const silent = Fastify({ logger: false }).log;
const clock = manualClock();

async function sentAt(to: string) {
  const row = await db
    .selectFrom('outbox')
    .select('sent_at')
    .where('to_address', '=', to)
    .executeTakeFirstOrThrow();
  return row.sent_at;
}

describe('the mailer', () => {
  it('keeps every message in the outbox and marks it sent once the transport delivered it', async () => {
    const delivered: OutgoingMail[] = [];
    let markSent!: () => void;
    const done = new Promise<void>((resolve) => {
      markSent = resolve;
    });
    const mailer = createMailer({
      db,
      now: clock.now,
      production: true,
      log: silent,
      transport: {
        send: async (mail) => {
          delivered.push(mail);
          markSent();
        },
      },
    });
    const message = mailMessages.resetPassword('a@uni.edu', 'http://app.test/reset?token=t', 30);
    await mailer.send(message);
    await done;
    expect(delivered).toEqual([message]);
    await expect.poll(() => sentAt('a@uni.edu')).toEqual(clock.now());
  });

  it('keeps the message unsent, without failing the caller, when delivery fails', async () => {
    const mailer = createMailer({
      db,
      now: clock.now,
      production: true,
      log: silent,
      transport: { send: async () => Promise.reject(new Error('SMTP down')) },
    });
    await expect(
      mailer.send(mailMessages.verifyEmail('b@uni.edu', 'B', 'http://app.test/v?token=t', 24)),
    ).resolves.toBeUndefined();
    expect(await sentAt('b@uni.edu')).toBeNull();
  });
});

describe('links in the outbox (issue 19, item 8)', () => {
  it('keeps no usable link where the development outbox is off, and redacts rows of earlier runs', async () => {
    const message = mailMessages.resetPassword(
      'c@uni.edu',
      'http://app.test/reset?token=secret1',
      30,
    );
    await createMailer({ db, now: clock.now, production: true, log: silent, transport: null }).send(
      message,
    );
    const kept = await db
      .selectFrom('outbox')
      .select(['body', 'link'])
      .where('to_address', '=', 'c@uni.edu')
      .executeTakeFirstOrThrow();
    expect(kept.link).toBeNull();
    expect(kept.body).not.toContain('secret1');
    expect(kept.body).toContain(REDACTED_LINK);

    const old = mailMessages.resetPassword('d@uni.edu', 'http://app.test/reset?token=secret2', 30);
    await createMailer({
      db,
      now: clock.now,
      production: false,
      log: silent,
      transport: null,
    }).send(old);
    expect(await redactStoredLinks(db)).toBeGreaterThan(0);
    const redacted = await db
      .selectFrom('outbox')
      .select(['body', 'link'])
      .where('to_address', '=', 'd@uni.edu')
      .executeTakeFirstOrThrow();
    expect(redacted).toMatchObject({ link: null });
    expect(redacted.body).not.toContain('secret2');
  });
});
