import { isSingleLine } from '@lp/contract/api';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './envelope';

/**
 * Input every route gets checked for before its handler (issue 19, item 2), whatever its
 * own schema says: no control character in a path or query value, each query parameter
 * at most once. JSON bodies are checked by the contract's schemas and, for anything a
 * schema lets through, by parseWith (http/validate.ts). PostgreSQL refuses NUL in text and
 * jsonb; refusing it here makes it a 400 with a clear message instead of a 500.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
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
      if (!isSingleLine(name))
        throw new ApiError(400, 'Query parameters must not contain control characters.');
      if (Array.isArray(value)) {
        throw new ApiError(400, `Query parameter "${name}" must be given once.`);
      }
      if (typeof value === 'string' && !isSingleLine(value)) {
        throw new ApiError(400, `Query parameter "${name}" must not contain control characters.`);
      }
    }
  });
}
