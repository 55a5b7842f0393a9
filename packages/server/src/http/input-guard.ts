import { findMalformedText, isSingleLine, malformedTextMessage } from '@lp/contract/api';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './envelope';
import { requestMessages } from './request-messages';

/**
 * Input every route gets checked for before its handler (issue 19, item 2), whatever its
 * own schema says: no control character in a path or query value, each query parameter
 * at most once. JSON bodies are checked by the contract's schemas and, for anything a
 * schema lets through, by parseWith (http/validate.ts). PostgreSQL refuses NUL in text and
 * jsonb; refusing it here makes it a 400 with a clear message instead of a 500.
 *
 * No string of a path, a query or a JSON body may be malformed Unicode either (issue 37,
 * item 4): a lone surrogate (`"\ud800"` in JSON) cannot be stored in PostgreSQL. Checked here,
 * before any schema, so it holds for every endpoint and every field, free-form JSON included.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const malformed =
      findMalformedText(request.params ?? {}) ??
      findMalformedText(request.query ?? {}) ??
      findMalformedText(request.body ?? {});
    if (malformed) {
      const field = malformed.join('.');
      throw new ApiError(400, malformedTextMessage(field === '*' ? 'path' : field));
    }
    const params = (request.params ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(params)) {
      if (typeof value === 'string' && !isSingleLine(value)) {
        throw new ApiError(
          400,
          `The ${name === '*' ? 'path' : name} must not contain control characters.`,
        );
      }
    }
    const query = (request.query ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(query)) {
      if (!isSingleLine(name)) throw new ApiError(400, requestMessages.queryControlCharacters);
      if (Array.isArray(value)) {
        throw new ApiError(400, requestMessages.queryParameterOnce({ name }));
      }
      if (typeof value === 'string' && !isSingleLine(value)) {
        throw new ApiError(400, requestMessages.queryParameterControl({ name }));
      }
    }
  });
}
