import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { noteSchema } from '../entities/learning';
import { userSchema } from '../entities/user';
import { parseStoredJson } from './stored-json';

describe('parseStoredJson', () => {
  it('reads a well-formed stored user', () => {
    const raw = JSON.stringify({
      id: 'a@b.co',
      email: 'a@b.co',
      firstName: 'A',
      lastName: 'B',
      roles: ['teacher'],
    });
    expect(parseStoredJson(raw, userSchema)?.roles).toEqual(['teacher']);
  });

  it.each([null, undefined, '', '{', 'undefined', '"a string"', '{"id":1}'])(
    'gives null for %j',
    (raw) => {
      expect(parseStoredJson(raw, userSchema)).toBeNull();
    },
  );

  it('never throws on arbitrary stored text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const notes = parseStoredJson(raw, z.array(noteSchema));
        expect(notes === null || Array.isArray(notes)).toBe(true);
      }),
    );
  });
});
