import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { DATE_TIME_RANGE_MESSAGE, storableDateTimeSchema } from '../entities/id';
import { findMalformedText, isWellFormedText, malformedTextMessage } from './text';

describe('well-formed text (issue 37, item 4)', () => {
  it('accepts text with whole surrogate pairs and refuses a lone half', () => {
    expect(isWellFormedText('Ana 👩‍🎓 Zoë')).toBe(true);
    for (const bad of ['\ud800', 'a\udfffb', '\udc00\ud800', `x\ud83d`]) {
      expect(isWellFormedText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('finds the path of the first malformed string, keys included', () => {
    expect(findMalformedText({ title: 'ok', attendees: ['Ana', '\ud800'] })).toEqual([
      'attendees',
      1,
    ]);
    expect(findMalformedText({ nested: { ['k\udfff']: 1 } })).toEqual(['nested', 'k\udfff']);
    expect(findMalformedText({ title: 'ok', count: 2 })).toBeNull();
    expect(malformedTextMessage('name')).toBe('name must be well-formed Unicode text.');
  });
});

describe('storable date-times (issue 37, item 4)', () => {
  it('takes the years 0001 to 9999 in UTC, whatever the offset', () => {
    for (const good of [
      '0001-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '2026-01-05T09:00:00+02:00',
    ]) {
      expect(z.safeParse(storableDateTimeSchema, good).success, good).toBe(true);
    }
    for (const bad of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:30:00+01:00',
      '9999-12-31T23:00:00-05:00',
    ]) {
      const result = z.safeParse(storableDateTimeSchema, bad);
      expect(result.error?.issues[0]?.message, bad).toBe(DATE_TIME_RANGE_MESSAGE);
    }
  });
});
