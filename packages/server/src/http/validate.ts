import { findControlCharacter } from '@lp/contract/api';
import type { z } from 'zod';
import { ApiError } from './envelope';

/** zod's own messages ("Invalid input: expected string") do not say which field they are about. */
const GENERIC_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized)/;

/** Parses a request part with a contract schema; the first issue becomes a 400 message. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  if (value === undefined || value === null) throw new ApiError(400, 'Request body is required');
  if (typeof value !== 'object' || Array.isArray(value))
    throw new ApiError(400, 'Request body must be a JSON object');
  const result = schema.safeParse(value);
  if (result.success) {
    // Whatever a schema lets through (free-form JSON), no string may carry a control
    // character but tab and line breaks: PostgreSQL cannot store NUL (issue 19, item 2).
    const path = findControlCharacter(result.data);
    if (path) {
      const field = path.join('.');
      throw new ApiError(
        400,
        `${field === '' ? 'Text' : field} must not contain control characters.`,
      );
    }
    return result.data;
  }
  const issue = result.error.issues[0];
  const text = issue?.message ?? 'Invalid request';
  const field = issue?.path.join('.') ?? '';
  throw new ApiError(400, field !== '' && GENERIC_MESSAGE.test(text) ? `${field}: ${text}` : text);
}
