import { controlCharacterMessage, findControlCharacter } from '@lp/contract/api';
import * as z from 'zod/mini';
import { ApiError } from './envelope';
import { requestMessages } from './request-messages';

// The contract is built on zod/mini, which loads no locale: without this every default issue
// would read a bare 'Invalid input'. The server's size does not matter, so it speaks English
// ('Too small: expected string to have >=1 characters'), as the 400 messages always have.
z.config(z.locales.en());

/** zod's own messages ("Invalid input: expected string") do not say which field they are about. */
const GENERIC_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized)/;

/** Parses a request part with a contract schema; the first issue becomes a 400 message. */
export function parseWith<T extends z.core.$ZodType>(schema: T, value: unknown): z.infer<T> {
  if (value === undefined || value === null) throw new ApiError(400, requestMessages.bodyRequired);
  if (typeof value !== 'object' || Array.isArray(value))
    throw new ApiError(400, requestMessages.bodyNotObject);
  const result = z.safeParse(schema, value);
  if (result.success) {
    // Whatever a schema lets through (free-form JSON), no string may carry a control
    // character but tab and line breaks: PostgreSQL cannot store NUL (issue 19, item 2).
    const path = findControlCharacter(result.data);
    if (path) throw new ApiError(400, controlCharacterMessage(path.join('.')));
    return result.data;
  }
  const issue = result.error.issues[0];
  const text = issue?.message ?? requestMessages.invalidRequest;
  const field = issue?.path.join('.') ?? '';
  throw new ApiError(400, field !== '' && GENERIC_MESSAGE.test(text) ? `${field}: ${text}` : text);
}
