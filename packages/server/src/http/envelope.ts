import type { FastifyReply } from 'fastify';
import { messageCodeOf } from '@lp/contract/api';
import { STATUS_CODES } from 'node:http';

/** A failure the client should see as it is: status plus a clear message for the envelope. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function reasonPhrase(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

export function sendData<T>(
  reply: FastifyReply,
  data: T,
  message: string | null = null,
  status = 200,
) {
  return reply.code(status).send({ data, message, error: null, ...codeFields(message) });
}

export function sendError(reply: FastifyReply, status: number, message: string) {
  return reply
    .code(status)
    .send({ data: null, message, error: reasonPhrase(status), ...codeFields(message) });
}

/**
 * The envelope's `code` and `values` (issue 34) when the message is one of the catalogue's:
 * a client translates it; the English `message` stays for every other API user.
 */
export function codeFields(message: string | null): {
  code?: string;
  values?: Record<string, string | number>;
} {
  const coded = messageCodeOf(message);
  if (!coded) return {};
  return coded.values ? { code: coded.code, values: coded.values } : { code: coded.code };
}
