import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { courseAnnouncementRequestSchema } from '../api/course-announcements';
import { CODED_TEXTS_REMEMBERED, codedMessages, messageCodeOf } from './coded-messages';
import { inputMessages } from './input';

describe('the input checks’ messages', () => {
  it('keep the English texts the API has always sent, each with a code and its values', () => {
    expect(inputMessages.oneOf('sort', ['relevance', 'newest'])).toBe(
      'sort must be one of relevance, newest',
    );
    expect(messageCodeOf('sort must be one of relevance, newest')).toEqual({
      code: 'api-input.oneOf',
      values: { field: 'sort', choices: 'relevance, newest' },
    });
  });

  it('give a schema’s refusal a code a client translates', () => {
    const result = z.safeParse(courseAnnouncementRequestSchema, { subject: '', message: 'Hi' });
    const text = result.error!.issues[0]!.message;
    expect(text).toBe('Subject is required');
    expect(messageCodeOf(text)).toEqual({
      code: 'api-input.required',
      values: { field: 'Subject' },
    });
  });

  it('are not forgotten when many other texts with arguments are made later', () => {
    const required = inputMessages.required('Subject');
    const other = codedMessages({
      id: 'test-other',
      default: { many: (values: { n: string | number }) => `text ${values.n}` },
    });
    for (let n = 0; n <= CODED_TEXTS_REMEMBERED; n += 1) other.many({ n });
    expect(messageCodeOf(required)?.code).toBe('api-input.required');
  });
});
