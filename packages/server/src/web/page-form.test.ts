import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountMessages, AVATAR_MAX_BYTES } from '@lp/contract/api';
import { PAGE_STATE_ID, type PageState } from '@lp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gifBytes, pngBytes } from '../branding/logo-fixtures';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';

// Forms a page sends before the app's script ran (issue 35's remainder): an upload form
// (multipart) reaches the route's action as FormData, whose API call uploads it as the
// script's would; and the page that answers a form shows what the form saved (the name,
// avatar and colour mode of its frame), not what was there before.

/** The shape of Vite's build of packages/app/index.html. */
const BUILT_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Learning Platform</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * A stand-in for the app's render module: /profile and /settings have actions that call the
 * API through the fetch they are given, as account.actions.ts does, and draw what they saw.
 */
const RENDER_MODULE = `
async function act(input) {
  const path = new URL(input.url).pathname;
  const headers = { 'xsrf-token': input.session.csrfToken };
  const form = input.form;
  if (path === '/profile' && form instanceof FormData) {
    const body = new FormData();
    const file = form.get('avatar');
    body.append('avatar', file);
    const answer = await input.fetch('/api/v1/account/avatar', { method: 'POST', body, headers });
    return { intent: form.get('intent'), sent: file.size, status: answer.status,
      message: (await answer.json()).message };
  }
  const fields = new URLSearchParams(form);
  const [url, body] = path === '/profile'
    ? ['/api/v1/account/profile', { firstName: fields.get('firstName'), lastName: 'Lovelace', department: '' }]
    : ['/api/v1/account/preferences', { colorMode: fields.get('colorMode') }];
  const answer = await input.fetch(url, { method: 'PUT', body: JSON.stringify(body),
    headers: { ...headers, 'content-type': 'application/json' } });
  return { status: answer.status, message: (await answer.json()).message };
}

export async function renderPage(input) {
  const actionData = input.method === 'POST' ? { page: await act(input) } : null;
  return {
    kind: 'page',
    status: 200,
    html: '<p id="drawn">' + JSON.stringify(actionData).replace(/</g, '') + '</p>',
    hydration: { loaderData: {}, actionData, lazyComponents: [], playerLayout: 'desktop',
      mode: input.mode ?? 'light', now: 1767600000000 },
    routeModules: [],
  };
}
`;

const pageStateOf = (html: string): PageState => {
  const found = new RegExp(
    `<script type="application/json" id="${PAGE_STATE_ID}">([\\s\\S]*?)</script>`,
  ).exec(html);
  return JSON.parse(found![1]!) as PageState;
};
const actionOf = (html: string) =>
  (pageStateOf(html).hydration?.actionData as { page: Record<string, unknown> }).page;

/** An upload form's body as a browser sends it: multipart bytes and their content type. */
async function multipart(fields: [string, string | { bytes: Buffer; name: string }][]) {
  const form = new FormData();
  for (const [name, value] of fields)
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)]), value.name);
  const encoded = new Request('http://form.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    type: encoded.headers.get('content-type')!,
  };
}

describe('forms of a page sent before its script ran', () => {
  let server: TestServer;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'acct-page-form-'));
    const distDir = join(root, 'dist');
    mkdirSync(join(distDir, 'assets'), { recursive: true });
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(distDir, 'index.html'), BUILT_INDEX_HTML);
    writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), RENDER_MODULE);
    server = await startTestServer({ appDistDir: distDir });
  });
  afterAll(async () => {
    await server.app.close();
    rmSync(root, { recursive: true, force: true });
  });

  async function signedIn(email: string) {
    const visitor = new Visitor(server.baseUrl);
    expect((await visitor.signIn(email, DEMO_PASSWORD)).status).toBe(200);
    return visitor.cookie!;
  }

  const post = (
    cookie: string,
    url: string,
    body: { payload: string | Buffer; type: string },
    headers: Record<string, string> = {},
  ) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { host: 'app.test', cookie, 'content-type': body.type, ...headers },
      payload: body.payload,
    });

  const avatarForm = (bytes: Buffer, name = 'me.png') =>
    multipart([
      ['intent', 'avatar'],
      ['avatar', { bytes, name }],
    ]);

  it('uploads an avatar by an upload form: stored as the API stores it, in the answering page’s header', async () => {
    const cookie = await signedIn('student@demo.edu');
    const bytes = pngBytes({ width: 3, height: 3 });
    const response = await post(cookie, '/profile', await avatarForm(bytes, 'photo.gif'));
    expect(response.statusCode).toBe(200);
    expect(actionOf(response.body)).toEqual({
      intent: 'avatar',
      sent: bytes.length,
      status: 201,
      message: accountMessages.avatarUploaded,
    });
    // The page's frame is read after the action: its session has the new avatar.
    const avatar = pageStateOf(response.body).session?.user.avatar;
    expect(avatar).toMatch(/^\/api\/v1\/account\/avatars\/[a-f0-9]{64}\.png$/);
  });

  it.each([
    ['a GIF', gifBytes(), 415, accountMessages.avatarType],
    [
      'HTML named .png',
      Buffer.from('<html><script>1</script></html>'),
      415,
      accountMessages.avatarType,
    ],
    ['an empty file (none chosen)', Buffer.alloc(0), 400, accountMessages.avatarMissing],
    [
      'a file past the limit',
      pngBytes({ padding: AVATAR_MAX_BYTES + 4096 }),
      413,
      accountMessages.avatarTooLarge,
    ],
  ])('answers %s with the API’s own message', async (_case, bytes, status, message) => {
    const cookie = await signedIn('teacher@demo.edu');
    const response = await post(cookie, '/profile', await avatarForm(bytes));
    expect(response.statusCode).toBe(200);
    expect(actionOf(response.body)).toMatchObject({ status, message });
    expect(pageStateOf(response.body).session?.user.avatar).toBeUndefined();
  });

  it('hands on a file larger than an avatar whole: a course archive posted by /builder is one', async () => {
    const cookie = await signedIn('teacher@demo.edu');
    const bytes = pngBytes({ padding: AVATAR_MAX_BYTES * 2 });
    const response = await post(cookie, '/profile', await avatarForm(bytes));
    // The avatar API refuses it as too large; what matters here is that it came through uncut.
    expect(actionOf(response.body)).toMatchObject({ sent: bytes.length, status: 413 });
  });

  it('sends an upload form past the page’s limits back to the page (303)', async () => {
    const cookie = await signedIn('student@demo.edu');
    const twoFiles = await multipart([
      ['avatar', { bytes: pngBytes(), name: 'a.png' }],
      ['other', { bytes: pngBytes(), name: 'b.png' }],
    ]);
    const response = await post(cookie, '/profile', twoFiles);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/profile');
  });

  it('refuses an upload form from another site: the API sees its origin', async () => {
    const cookie = await signedIn('student@demo.edu');
    const response = await post(cookie, '/profile', await avatarForm(pngBytes()), {
      origin: 'https://evil.example',
    });
    expect(actionOf(response.body)).toMatchObject({ status: 403 });
  });

  it('answers a name form with the new name in the page’s session (the header’s)', async () => {
    const cookie = await signedIn('admin@demo.edu');
    const response = await post(cookie, '/profile', {
      payload: 'firstName=Grace',
      type: 'application/x-www-form-urlencoded',
    });
    expect(actionOf(response.body)).toMatchObject({ status: 200 });
    expect(pageStateOf(response.body).session?.user.firstName).toBe('Grace');
  });

  it('answers an appearance form in the mode it saved, from the first frame', async () => {
    const cookie = await signedIn('superuser@demo.edu');
    const form = (mode: string) => ({
      payload: `intent=appearance&colorMode=${mode}`,
      type: 'application/x-www-form-urlencoded',
    });
    const dark = await post(cookie, '/settings', form('dark'));
    expect(actionOf(dark.body)).toMatchObject({ status: 200 });
    expect(dark.body).toMatch(/<html[^>]*class="dark"/);
    expect(pageStateOf(dark.body).hydration?.mode).toBe('dark');
    const light = await post(cookie, '/settings', form('light'));
    expect(light.body).not.toMatch(/<html[^>]*class="dark"/);
    expect(pageStateOf(light.body).hydration?.mode).toBe('light');
    expect(pageStateOf(light.body).session?.user).toMatchObject({ colorMode: 'light' });
  });
});
