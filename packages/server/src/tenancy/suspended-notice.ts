import { tenancyMessages } from '@lp/contract/api';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * The plain page a suspended university's host serves instead of the app: no script, no
 * styles of its own (the CSP allows none inline), readable by anyone.
 */
export function suspendedNoticeHtml(universityName: string): string {
  const title = escapeHtml(tenancyMessages.suspendedNoticeTitle(universityName));
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(tenancyMessages.suspendedNotice)}</p>
</main>
</body>
</html>
`;
}
