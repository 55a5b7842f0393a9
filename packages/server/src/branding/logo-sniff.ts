import { sniffImageType } from '../courses/image-sniff';
import { decodesAsLogo } from './logo-decode';

/** A logo type this server accepts, with the extension its address ends in (UPLOADED_LOGO_URL). */
export type LogoType =
  | { mimeType: 'image/png'; extension: 'png' }
  | { mimeType: 'image/jpeg'; extension: 'jpg' }
  | { mimeType: 'image/webp'; extension: 'webp' };

/** What the bytes of an upload are: an accepted logo, markup (SVG, XML, HTML) or anything else. */
export type LogoSniff = { kind: 'logo'; type: LogoType } | { kind: 'markup' } | { kind: 'other' };

const LOGO_TYPES: Record<string, LogoType> = {
  'image/png': { mimeType: 'image/png', extension: 'png' },
  'image/jpeg': { mimeType: 'image/jpeg', extension: 'jpg' },
  'image/webp': { mimeType: 'image/webp', extension: 'webp' },
};

/** How far into a file markup is looked for: a prolog, a comment and a doctype fit easily. */
const MARKUP_WINDOW = 1024;

/** The first bytes as text, whichever of UTF-8 or UTF-16 (by its byte-order mark) they are in. */
function leadingText(bytes: Uint8Array): string {
  const head = bytes.subarray(0, MARKUP_WINDOW);
  if (head[0] === 0xff && head[1] === 0xfe) return new TextDecoder('utf-16le').decode(head);
  if (head[0] === 0xfe && head[1] === 0xff) return new TextDecoder('utf-16be').decode(head);
  return new TextDecoder('utf-8').decode(head);
}

/**
 * Whether the bytes read as markup: they start (after a byte-order mark and white space) with
 * '<', or name an <svg element early on. Such a file can carry scripts, so it gets its own
 * message rather than the generic one.
 */
function looksLikeMarkup(bytes: Uint8Array): boolean {
  const text = leadingText(bytes).replace(/^\uFEFF/, '');
  return text.trimStart().startsWith('<') || /<svg[\s>]/i.test(text);
}

/**
 * The type of an uploaded logo, decided by its bytes alone, whatever its name or declared
 * type say (issue 17): PNG, JPEG and WebP are accepted; GIF is not (a logo does not move).
 * The signature names the type, and the whole image must then decode as it (issue 37,
 * item 8): a signature followed by anything else is "other".
 */
export function sniffLogo(bytes: Uint8Array): LogoSniff {
  const type = LOGO_TYPES[sniffImageType(bytes) ?? ''];
  if (type) return decodesAsLogo(bytes, type) ? { kind: 'logo', type } : { kind: 'other' };
  return looksLikeMarkup(bytes) ? { kind: 'markup' } : { kind: 'other' };
}
