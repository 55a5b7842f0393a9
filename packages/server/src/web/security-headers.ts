import { ALLOWED_EMBED_ORIGINS } from '@lp/contract';
import type { FastifyInstance } from 'fastify';
import { PAINT_FIRST_SOURCE } from './paint-first';

/**
 * The Content-Security-Policy of the app. Scripts only from the app itself, and the one
 * inline script by its hash (the paint-first start of a server-rendered page). Inline styles stay allowed because the theme engine and the
 * component library set style attributes at runtime.
 */
export function contentSecurityPolicy(socketOrigins: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${PAINT_FIRST_SOURCE}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data: https:",
    "media-src 'self' blob: https:",
    `connect-src 'self' ${socketOrigins.join(' ')}`.trim(),
    // Video players may be framed only from the hosts the contract's converters produce.
    `frame-src ${ALLOWED_EMBED_ORIGINS.join(' ')}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Origins the page may open sockets to: its own, written out because older browsers do not count ws: as 'self'. */
export function socketOriginsOf(appUrl: string): string[] {
  const url = new URL(appUrl);
  return [`${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`];
}

/**
 * Powerful features the app never uses, turned off for it and anything it frames. Video
 * embeds keep what they need (fullscreen, autoplay, picture-in-picture stay at their
 * defaults).
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/**
 * Security headers on every response, and `Cache-Control: no-store` on every API answer
 * that did not set its own caching: API answers are personal (the user, their courses),
 * and no browser or shared cache should keep them.
 */
export function installSecurityHeaders(app: FastifyInstance, appUrl: string): void {
  const csp = contentSecurityPolicy(socketOriginsOf(appUrl));
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    return payload;
  });
}
