import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';
import { mailMessages } from './messages';
import { mailTextsFor } from './mail-locale';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.app.close());

const visitor = () => new Visitor(server.baseUrl);

/** The newest e-mail of a kind to an address, once the background task has written it. */
async function lastMailTo(email: string, kind: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const outbox = await visitor().call(
      'GET',
      `/api/v1/dev/outbox?to=${encodeURIComponent(email)}`,
    );
    const found = (outbox.body.data as { kind: string; subject: string }[]).find(
      (item) => item.kind === kind,
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new Error(`no ${kind} e-mail to ${email}`);
}

describe("e-mails in the account's language (issue 34)", () => {
  it("writes to an account whose users.locale is 'es' in Spanish", async () => {
    await server.app.db
      .updateTable('users')
      .set({ locale: 'es' })
      .where('email', '=', 'teacher@demo.edu')
      .execute();
    await visitor().call('POST', '/api/v1/auth/forgot-password', {
      json: { email: 'teacher@demo.edu' },
    });
    expect((await lastMailTo('teacher@demo.edu', 'RESET_PASSWORD')).subject).toBe(
      'Restablece tu contraseña',
    );
  });

  it('writes to an account without a language in its university’s (English)', async () => {
    await server.app.db
      .updateTable('users')
      .set({ locale: null })
      .where('email', '=', 'student@demo.edu')
      .execute();
    await visitor().call('POST', '/api/v1/auth/forgot-password', {
      json: { email: 'student@demo.edu' },
    });
    expect((await lastMailTo('student@demo.edu', 'RESET_PASSWORD')).subject).toBe(
      'Reset your password',
    );
  });

  it('writes counts with the plural forms of the language', () => {
    const arabic = mailMessages.invitation(
      'a@uni.edu',
      'Ada',
      'teacher',
      'http://x/l',
      7,
      'Uni',
      'ar',
    );
    expect(arabic.subject).toBe('أنت مدعو للانضمام إلى Uni');
    expect(arabic.text).toContain('بصفة معلم');
    expect(arabic.text).toContain('7 أيام');
    expect(mailMessages.resetPassword('a@uni.edu', 'http://x/l', 1, 'es').text).toContain(
      'durante 1 minuto ',
    );
    // Unknown and regional tags: the language's, else English.
    expect(mailTextsFor('es-MX').resetSubject).toBe('Restablece tu contraseña');
    expect(mailTextsFor('xx').resetSubject).toBe('Reset your password');
    expect(mailMessages.resetPassword('a@uni.edu', 'l', 30).subject).toBe('Reset your password');
  });
});
