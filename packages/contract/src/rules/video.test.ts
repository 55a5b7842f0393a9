import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALLOWED_EMBED_ORIGINS,
  confirmWordError,
  isAllowedEmbedUrl,
  isConfirmWord,
  isValidVimeoUrl,
  toLiveStreamEmbedUrl,
  toWelcomeVideoEmbedUrl,
  videoUrlPreviewError,
  videoUrlSaveError,
} from './video';

describe('welcome video address', () => {
  it.each([
    ['https://vimeo.com/123456', 'https://player.vimeo.com/video/123456'],
    ['https://www.vimeo.com/123456?share=copy', 'https://player.vimeo.com/video/123456'],
    ['https://vimeo.com/123456/abc123def', 'https://player.vimeo.com/video/123456?h=abc123def'],
    ['https://vimeo.com/video/42', 'https://player.vimeo.com/video/42'],
    ['https://vimeo.com/event/987654', 'https://vimeo.com/event/987654/embed'],
    ['https://vimeo.com/event/987654/embed', 'https://vimeo.com/event/987654/embed'],
    ['https://player.vimeo.com/video/123456', 'https://player.vimeo.com/video/123456'],
    ['  https://vimeo.com/1  ', 'https://player.vimeo.com/video/1'],
  ])('turns %s into %s', (input, output) => {
    expect(toWelcomeVideoEmbedUrl(input)).toBe(output);
  });

  it('leaves unknown addresses unchanged, and they are not embeddable', () => {
    const other = 'https://example.com/video.mp4';
    expect(toWelcomeVideoEmbedUrl(other)).toBe(other);
    expect(isAllowedEmbedUrl(other)).toBe(false);
  });
});

describe('live stream address', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/123456', 'https://player.vimeo.com/video/123456'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://player.vimeo.com/video/77', 'https://player.vimeo.com/video/77'],
  ])('turns %s into %s', (input, output) => {
    expect(toLiveStreamEmbedUrl(input)).toBe(output);
  });

  it('does not convert Vimeo event links on the live page', () => {
    expect(toLiveStreamEmbedUrl('https://vimeo.com/event/987654')).toBe(
      'https://vimeo.com/event/987654',
    );
    expect(isAllowedEmbedUrl('https://vimeo.com/event/987654')).toBe(false);
  });
});

describe('embed allow-list', () => {
  it('lists the four embed origins', () => {
    expect([...ALLOWED_EMBED_ORIGINS]).toEqual([
      'https://player.vimeo.com',
      'https://vimeo.com',
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
    ]);
  });

  it.each([
    'http://player.vimeo.com/video/1',
    'https://player.vimeo.com/video/abc',
    'https://player.vimeo.com:8443/video/1',
    'https://user:pw@player.vimeo.com/video/1',
    'https://vimeo.com/123',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://evil.example/embed/dQw4w9WgXcQ',
    'https://player.vimeo.com.evil.example/video/1',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isAllowedEmbedUrl(url)).toBe(false);
  });

  it('accepts only addresses on an allowed origin', () => {
    const host = fc.constantFrom(
      'player.vimeo.com',
      'vimeo.com',
      'www.youtube.com',
      'www.youtube-nocookie.com',
      'youtube.com',
      'evil.example',
      'player.vimeo.com.evil.example',
    );
    const path = fc.oneof(
      fc.constantFrom('/video/123', '/event/123/embed', '/embed/dQw4w9WgXcQ', '/123'),
      fc.webPath(),
    );
    const scheme = fc.constantFrom('https', 'http');
    fc.assert(
      fc.property(scheme, host, path, (protocol, hostname, pathname) => {
        const url = `${protocol}://${hostname}${pathname}`;
        const onAllowedOrigin = (ALLOWED_EMBED_ORIGINS as readonly string[]).includes(
          new URL(url).origin,
        );
        expect(!isAllowedEmbedUrl(url) || onAllowedOrigin).toBe(true);
      }),
    );
  });

  it('converts any Vimeo page or YouTube watch link into an allowed embed', () => {
    const videoId = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/);
    const vimeoId = fc.integer({ min: 1, max: 2_000_000_000 });
    fc.assert(
      fc.property(videoId, vimeoId, (youtube, vimeo) => {
        expect(isAllowedEmbedUrl(toLiveStreamEmbedUrl(`https://youtu.be/${youtube}`))).toBe(true);
        expect(
          isAllowedEmbedUrl(toLiveStreamEmbedUrl(`https://www.youtube.com/watch?v=${youtube}`)),
        ).toBe(true);
        expect(isAllowedEmbedUrl(toWelcomeVideoEmbedUrl(`https://vimeo.com/${vimeo}`))).toBe(true);
        expect(isAllowedEmbedUrl(toWelcomeVideoEmbedUrl(`https://vimeo.com/event/${vimeo}`))).toBe(
          true,
        );
      }),
    );
  });

  it('leaves any allowed embed unchanged in both converters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), (id) => {
        for (const url of [
          `https://player.vimeo.com/video/${id}`,
          `https://vimeo.com/event/${id}/embed`,
        ]) {
          expect(toWelcomeVideoEmbedUrl(url)).toBe(url);
          expect(toLiveStreamEmbedUrl(url)).toBe(url);
        }
      }),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof toLiveStreamEmbedUrl(text)).toBe('string');
        expect(typeof toWelcomeVideoEmbedUrl(text)).toBe('string');
        expect(typeof isAllowedEmbedUrl(text)).toBe('boolean');
      }),
    );
  });
});

describe('admin Vimeo check', () => {
  it.each([
    'https://vimeo.com/123456',
    'https://www.vimeo.com/123456',
    'https://vimeo.com/123456?share=copy',
    'https://vimeo.com/event/123456/embed',
    'https://vimeo.com/video/123456',
  ])('accepts %s', (url) => {
    expect(isValidVimeoUrl(url)).toBe(true);
  });

  it.each([
    'http://vimeo.com/123456',
    'https://vimeo.com/abc',
    'https://vimeo.com/event/123456',
    'https://youtube.com/watch?v=1',
    'https://evilvimeo.com/123',
    '',
  ])('rejects %s', (url) => {
    expect(isValidVimeoUrl(url)).toBe(false);
  });

  it('explains an invalid address with the spec message', () => {
    expect(videoUrlSaveError('https://example.com', 'https://vimeo.com/1')).toBe(
      'Please enter a valid Vimeo URL (e.g., vimeo.com/123456 or vimeo.com/event/123456/embed)',
    );
  });

  it('refuses an unchanged address', () => {
    expect(videoUrlSaveError('https://vimeo.com/1', 'https://vimeo.com/1')).toBe(
      'No changes detected. Please enter a different URL.',
    );
  });

  it('lets a valid new address through', () => {
    expect(videoUrlSaveError('https://vimeo.com/2', 'https://vimeo.com/1')).toBeNull();
  });

  it('refuses to preview an invalid address', () => {
    expect(videoUrlPreviewError('vimeo.com/1')).toBe('Please enter a valid Vimeo URL to preview.');
    expect(videoUrlPreviewError('https://vimeo.com/1')).toBeNull();
  });

  it.each(['confirm', 'CONFIRM', 'Confirm', ' confirm '])('accepts the word %j', (word) => {
    expect(isConfirmWord(word)).toBe(true);
    expect(confirmWordError(word)).toBeNull();
  });

  it.each(['', 'confirmed', 'yes'])('asks again for %j', (word) => {
    expect(confirmWordError(word)).toBe("Please type 'confirm' to proceed with the changes.");
  });
});

describe('the admin check refuses markup and control characters in the query', () => {
  it.each([
    'https://vimeo.com/123?h=<script>',
    'https://vimeo.com/123?h="x"',
    "https://vimeo.com/123?h='x'",
    'https://vimeo.com/123?h=\u0001',
    'https://vimeo.com/123?h=\u007f',
  ])('%s', (url) => expect(isValidVimeoUrl(url)).toBe(false));

  it('keeps an ordinary query', () => {
    expect(isValidVimeoUrl('https://vimeo.com/123456?h=ab12cd&share=copy')).toBe(true);
  });
});
