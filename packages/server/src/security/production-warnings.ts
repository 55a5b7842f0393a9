/**
 * What a production start lacks that people will miss (issue 37, item 8). The server starts
 * anyway (a trial behind a firewall, mail added later) but says once, in one line, what will
 * not work, so the operator does not learn it from a user who never got a reset e-mail.
 */
export function productionStartWarning(settings: {
  appUrl: string;
  /** Whether e-mails reach a transport (SMTP_URL or one of the embedder's own). */
  sendsEmail: boolean;
  /**
   * False when universities have sign-in providers and SIGN_IN_SECRET_KEY is not set (issue
   * 33); absent is read as true.
   */
  sealsSignInSecrets?: boolean;
}): string | null {
  const problems: string[] = [];
  if (new URL(settings.appUrl).protocol !== 'https:') {
    problems.push(
      `APP_URL ${settings.appUrl} is not https: the links in e-mails (confirmation, password ` +
        'reset, invitation) travel unencrypted, and a browser on an https address is refused ' +
        'as another origin. Set APP_URL to the public https address.',
    );
  }
  if (!settings.sendsEmail) {
    problems.push(
      'SMTP_URL is not set: no e-mail is sent, and the production outbox keeps no links, so ' +
        'new accounts cannot be confirmed, passwords cannot be reset and invitations do not ' +
        'arrive. Set SMTP_URL (and MAIL_FROM).',
    );
  }
  if (settings.sealsSignInSecrets === false) {
    problems.push(
      'SIGN_IN_SECRET_KEY is not set, yet universities sign in through their own providers: ' +
        'their client secrets cannot be stored or read. Set it to 32 random bytes ' +
        '(openssl rand -base64 32), the key they were stored with.',
    );
  }
  return problems.length > 0 ? `Production start: ${problems.join(' ')}` : null;
}
