import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { migratedSnapshot } from '../testing/database-snapshot';
import { manualClock } from '../testing/test-server';
import { createMailer, type OutgoingMail } from './mailer';
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
