import { sampleCourses } from '@lp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';

let server: TestServer;
let student: Visitor;
beforeAll(async () => {
  server = await startTestServer();
  student = new Visitor(server.baseUrl);
  await student.signIn('student@demo.edu', DEMO_PASSWORD);
});
afterAll(() => server.app.close());

// The first sample lesson: 'video:ai-cybersecurity-intro', duration '2:10'.
const intro = sampleCourses[0]!.modules[0]!.lessons[0]!;
const SLUG = 'ai-cybersecurity-intro';
const SECONDS = 2 * 60 + 10;
const SIZE = 44 + SECONDS * 8000;

/** A signed-in request whose body is read as bytes (the Visitor reads text). */
async function media(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}/api/v1/media/${path}`, {
    headers: { cookie: student.cookie ?? '', ...headers },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('GET /api/v1/media/:slug', () => {
  it('serves the sample lesson as a silent WAV of its duration', async () => {
    expect([intro.content, intro.duration]).toEqual([`video:${SLUG}`, '2:10']);
    const { response, bytes } = await media(SLUG);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(response.headers.get('content-length')).toBe(String(SIZE));
    expect(bytes.length).toBe(SIZE);

    expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
    expect(bytes.readUInt32LE(4)).toBe(SIZE - 8);
    expect(bytes.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(bytes.readUInt16LE(20)).toBe(1); // PCM
    expect(bytes.readUInt16LE(22)).toBe(1); // mono
    expect(bytes.readUInt32LE(24)).toBe(8000); // sample rate
    expect(bytes.readUInt16LE(34)).toBe(8); // bits per sample
    expect(bytes.toString('ascii', 36, 40)).toBe('data');
    const dataLength = bytes.readUInt32LE(40);
    expect(dataLength / 8000).toBe(SECONDS);
    expect(bytes.subarray(44).every((sample) => sample === 128)).toBe(true);
  });

  it('serves the audio lessons too, with their own duration', async () => {
    const { response, bytes } = await media('midnight-login-story'); // '14:20'
    expect(response.status).toBe(200);
    expect(bytes.readUInt32LE(40)).toBe((14 * 60 + 20) * 8000);
  });

  it('answers byte ranges with 206 and Content-Range', async () => {
    const head = await media(SLUG, { range: 'bytes=0-43' });
    expect(head.response.status).toBe(206);
    expect(head.response.headers.get('content-range')).toBe(`bytes 0-43/${SIZE}`);
    expect(head.response.headers.get('accept-ranges')).toBe('bytes');
    expect(head.response.headers.get('content-type')).toBe('audio/wav');
    expect(head.bytes.length).toBe(44);
    expect(head.bytes.toString('ascii', 0, 4)).toBe('RIFF');

    const open = await media(SLUG, { range: `bytes=${SIZE - 10}-` });
    expect(open.response.status).toBe(206);
    expect(open.response.headers.get('content-range')).toBe(
      `bytes ${SIZE - 10}-${SIZE - 1}/${SIZE}`,
    );
    expect(open.bytes.length).toBe(10);

    const suffix = await media(SLUG, { range: 'bytes=-100' });
    expect(suffix.response.status).toBe(206);
    expect(suffix.response.headers.get('content-range')).toBe(
      `bytes ${SIZE - 100}-${SIZE - 1}/${SIZE}`,
    );
    expect(suffix.bytes.length).toBe(100);

    const clamped = await media(SLUG, { range: `bytes=1000-${SIZE * 2}` });
    expect(clamped.response.headers.get('content-range')).toBe(`bytes 1000-${SIZE - 1}/${SIZE}`);
    expect(clamped.bytes.length).toBe(SIZE - 1000);
  });

  it('answers 416 for a range it cannot satisfy', async () => {
    for (const range of [`bytes=${SIZE}-`, 'bytes=-0', 'bytes=500-100']) {
      const { response, bytes } = await media(SLUG, { range });
      expect(response.status).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${SIZE}`);
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(JSON.parse(bytes.toString())).toMatchObject({
        data: null,
        error: 'Range Not Satisfiable',
      });
    }
  });

  it('serves the whole file for a Range header it does not understand', async () => {
    for (const range of ['items=0-1', 'bytes=0-1,5-6', 'bytes=abc']) {
      const { response } = await media(SLUG, { range });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe(String(SIZE));
    }
  });

  it('answers 404 in the error envelope for an unknown slug', async () => {
    const { response, bytes } = await media('no-such-media');
    expect(response.status).toBe(404);
    expect(JSON.parse(bytes.toString())).toEqual({
      data: null,
      message: 'The requested media could not be found.',
      error: 'Not Found',
    });
    // Other content references (diagrams, sandboxes) are not media.
    expect((await media('detection-pipeline')).response.status).toBe(404);
  });

  it('needs a session, like the course it belongs to', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/media/${SLUG}`);
    expect(response.status).toBe(401);
  });

  it("is allowed by the page's Content-Security-Policy (media-src 'self')", async () => {
    const { response } = await media(SLUG, { range: 'bytes=0-0' });
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy.split(';').map((part) => part.trim())).toContainEqual(
      expect.stringMatching(/^media-src 'self'( |$)/),
    );
  });
});
