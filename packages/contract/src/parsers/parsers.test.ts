import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roles } from '../entities/role-names';
import { userSchema } from '../entities/user';
import { anyValue, guardParser } from './parser';
import { toStoredUser } from './stored-user';

const userLike = fc.record(
  {
    id: fc.oneof(fc.string(), fc.constant(''), fc.integer()),
    email: fc.oneof(fc.emailAddress(), fc.constant(''), fc.constant(null)),
    firstName: fc.oneof(fc.string(), fc.boolean()),
    lastName: fc.string(),
    roles: fc.oneof(
      fc.array(fc.constantFrom(...roles)),
      fc.array(fc.constantFrom(...roles, 'root', 7)),
      fc.array(fc.constantFrom('ADMIN', ' Teacher ', 'SUPERUSER', 'University_Admin')),
      fc.string(),
    ),
    avatar: fc.oneof(fc.string(), fc.integer()),
  },
  { requiredKeys: [] },
);

describe('stored user guard', () => {
  it('agrees with userSchema on valid, broken and foreign values', () => {
    fc.assert(
      fc.property(fc.oneof(userLike, fc.anything()), (value) => {
        const reference = userSchema.safeParse(value);
        const guarded = toStoredUser(value);
        expect(guarded).toEqual(reference.success ? reference.data : null);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a role in any letter case as its one spelling (ADMIN, spec 2 section 6)', () => {
    const user = { id: 'a@demo.edu', email: 'a@demo.edu', firstName: 'A', lastName: 'B' };
    expect(toStoredUser({ ...user, roles: ['ADMIN', ' Teacher '] })?.roles).toEqual([
      'admin',
      'teacher',
    ]);
  });

  it('keeps a valid user as it is', () => {
    const user = {
      id: 'sam@demo.edu',
      email: 'sam@demo.edu',
      firstName: 'Sam',
      lastName: 'Student',
      roles: ['teacher', 'student'],
    };
    expect(toStoredUser(user)).toEqual(user);
  });
});

describe('parsers', () => {
  it('guardParser reports failure for null and success otherwise', () => {
    const even = guardParser((v) => (typeof v === 'number' && v % 2 === 0 ? v : null));
    expect(even.safeParse(4)).toEqual({ success: true, data: 4 });
    expect(even.safeParse(3)).toEqual({ success: false });
  });

  it('anyValue accepts whatever it is given', () => {
    expect(anyValue.safeParse(undefined)).toEqual({ success: true, data: undefined });
  });
});
