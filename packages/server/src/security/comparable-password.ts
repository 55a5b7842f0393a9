/**
 * The form a password is compared in (issue 37, item 7): Unicode NFKC (full-width and
 * composed letters read as their plain forms, as the hash reads them), trimmed, lower case.
 * So `password123 ` and `ｐａｓｓｗｏｒｄ１２３` are `password123`. The breached-password filter
 * is built from its list in this same form.
 */
export function comparablePassword(password: string): string {
  return password.normalize('NFKC').trim().toLowerCase();
}
