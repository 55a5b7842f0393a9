import * as apiVideo from '@lp/locales/en/api-video';
import { codedMessages } from '../messages/coded-messages';
/**
 * Video addresses: converting page links to embeddable ones (spec 1 §7, spec 2 §5), the admin
 * Vimeo check, and the allow-list that both the UI's embed player and the server's
 * Content-Security-Policy `frame-src` use.
 */

/** Origins whose embeds may be framed; only the shapes `isAllowedEmbedUrl` accepts are used. */
export const ALLOWED_EMBED_ORIGINS = [
  'https://player.vimeo.com',
  'https://vimeo.com',
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
] as const;

const youtubeIdPattern = /^[A-Za-z0-9_-]{6,20}$/;
const digitsPattern = /^\d+$/;

function parseUrl(value: string): URL | null {
  try {
    return new URL(value.trim());
  } catch {
    return null;
  }
}

function pathParts(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean);
}

function stripWww(hostname: string): string {
  return hostname.replace(/^www\./, '');
}

/**
 * True only for the embed shapes the converters produce, over https, with no credentials or port:
 * player.vimeo.com/video/{digits}, vimeo.com/event/{digits}/embed,
 * www.youtube.com/embed/{id} and www.youtube-nocookie.com/embed/{id}.
 */
export function isAllowedEmbedUrl(value: string): boolean {
  const url = parseUrl(value);
  if (!url || url.protocol !== 'https:' || url.port || url.username || url.password) return false;
  const parts = pathParts(url);
  switch (url.hostname) {
    case 'player.vimeo.com':
      return parts.length === 2 && parts[0] === 'video' && digitsPattern.test(parts[1] ?? '');
    case 'vimeo.com':
      return (
        parts.length === 3 &&
        parts[0] === 'event' &&
        digitsPattern.test(parts[1] ?? '') &&
        parts[2] === 'embed'
      );
    case 'www.youtube.com':
    case 'www.youtube-nocookie.com':
      return parts.length === 2 && parts[0] === 'embed' && youtubeIdPattern.test(parts[1] ?? '');
    default:
      return false;
  }
}

function vimeoPlayerUrl(videoId: string, privacyHash?: string): string {
  const base = `https://player.vimeo.com/video/${videoId}`;
  return privacyHash ? `${base}?h=${encodeURIComponent(privacyHash)}` : base;
}

/** vimeo.com/{id}, vimeo.com/{id}/{hash} and vimeo.com/video/{id} → the player address. */
function vimeoPageToPlayer(url: URL): string | null {
  if (stripWww(url.hostname) !== 'vimeo.com') return null;
  const parts = pathParts(url);
  const [first, second] = parts;
  if (first === 'video' && parts.length === 2 && digitsPattern.test(second ?? '')) {
    return vimeoPlayerUrl(second ?? '');
  }
  if (first && digitsPattern.test(first)) {
    if (parts.length === 1) return vimeoPlayerUrl(first);
    if (parts.length === 2 && second && /^[A-Za-z0-9]+$/.test(second)) {
      return vimeoPlayerUrl(first, second);
    }
  }
  return null;
}

/** vimeo.com/event/{id} → vimeo.com/event/{id}/embed. */
function vimeoEventToEmbed(url: URL): string | null {
  if (stripWww(url.hostname) !== 'vimeo.com') return null;
  const parts = pathParts(url);
  if (parts.length === 2 && parts[0] === 'event' && digitsPattern.test(parts[1] ?? '')) {
    return `https://vimeo.com/event/${parts[1]}/embed`;
  }
  return null;
}

/** youtube.com/watch?v=ID, youtu.be/ID, youtube.com/shorts/ID and /live/ID → the embed address. */
function youtubeToEmbed(url: URL): string | null {
  const host = stripWww(url.hostname);
  const parts = pathParts(url);
  let id: string | null | undefined;
  if (host === 'youtu.be' && parts.length === 1) id = parts[0];
  else if (host === 'youtube.com' || host === 'm.youtube.com') {
    if (parts.length === 1 && parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts.length === 2 && (parts[0] === 'shorts' || parts[0] === 'live')) id = parts[1];
  }
  return id && youtubeIdPattern.test(id) ? `https://www.youtube.com/embed/${id}` : null;
}

/**
 * Welcome video (spec 1 §7, spec 2 §5): Vimeo page links become player embeds, event links
 * become event embeds, embed links stay as they are. Anything else is returned trimmed and
 * unchanged; check it with `isAllowedEmbedUrl` before framing it.
 */
export function toWelcomeVideoEmbedUrl(value: string): string {
  const trimmed = value.trim();
  if (isAllowedEmbedUrl(trimmed)) return trimmed;
  const url = parseUrl(trimmed);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return trimmed;
  return vimeoPageToPlayer(url) ?? vimeoEventToEmbed(url) ?? trimmed;
}

/**
 * Live stream (spec 2 §5): YouTube watch and short links become embeds, Vimeo page links
 * become player addresses, embeds stay. Vimeo event links are deliberately not converted here,
 * as in the product, so they are not embeddable on the live page.
 */
export function toLiveStreamEmbedUrl(value: string): string {
  const trimmed = value.trim();
  if (isAllowedEmbedUrl(trimmed)) return trimmed;
  const url = parseUrl(trimmed);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return trimmed;
  return youtubeToEmbed(url) ?? vimeoPageToPlayer(url) ?? trimmed;
}

/** The host named in the admin messages. */
export const VIMEO_HOST = 'vimeo.com';

/** Messages of the Video Content Administration page (spec 2 §5). */
export const videoAdminMessages = /* @__PURE__ */ codedMessages(apiVideo);

/** The word the confirmation dialog asks for. */
export const CONFIRM_WORD = 'confirm';

const adminVimeoPattern =
  /^https:\/\/(www\.)?vimeo\.com\/(\d+(\?[A-Za-z0-9._~%&=+-]*)?|event\/\d+\/embed|video\/\d+)$/;

/** The admin check: https, then vimeo.com/{digits}[?query], /event/{digits}/embed or /video/{digits}. */
export function isValidVimeoUrl(value: string): boolean {
  return adminVimeoPattern.test(value.trim());
}

/** Why Save Changes may not open the confirmation dialog, or null when it may. */
export function videoUrlSaveError(newUrl: string, currentUrl: string): string | null {
  if (!isValidVimeoUrl(newUrl)) return videoAdminMessages.invalidUrl;
  if (newUrl.trim() === currentUrl.trim()) return videoAdminMessages.unchanged;
  return null;
}

/** Why Preview may not open the address, or null when it may. */
export function videoUrlPreviewError(url: string): string | null {
  return isValidVimeoUrl(url) ? null : videoAdminMessages.invalidPreview;
}

/** The typed word must equal 'confirm', ignoring case and surrounding spaces. */
export function isConfirmWord(typed: string): boolean {
  return typed.trim().toLowerCase() === CONFIRM_WORD;
}

export function confirmWordError(typed: string): string | null {
  return isConfirmWord(typed) ? null : videoAdminMessages.confirmRequired;
}
