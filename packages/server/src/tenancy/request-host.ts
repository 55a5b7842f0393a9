import type { FastifyRequest } from 'fastify';

/**
 * The host name a request was sent to, as universities' domains are stored: lower case,
 * without the port or a trailing dot. Fastify takes it from X-Forwarded-Host only behind a
 * trusted proxy (TRUST_PROXY), so a client cannot choose another university's brand by header.
 */
export function requestHostName(request: FastifyRequest): string {
  return request.hostname.toLowerCase().replace(/\.$/, '');
}
