import { roles, type Role } from '../entities/role-names';
import type { User } from '../entities/user';
import { guardParser, isRecord } from './parser';

/** A role in any letter case ('ADMIN', spec 2 section 6), as its one lower-case spelling. */
const toRole = (value: unknown): Role | null => {
  const lower = typeof value === 'string' ? value.trim().toLowerCase() : value;
  return (roles as readonly unknown[]).includes(lower) ? (lower as Role) : null;
};
const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The stored user (spec 1 §3) checked without zod: it is read before the first paint, so
 * the sign-in page does not carry the schema library. `userSchema` stays the reference;
 * a property test keeps the two in agreement.
 */
export function toStoredUser(value: unknown): User | null {
  if (!isRecord(value)) return null;
  const { id, email, firstName, lastName, roles: userRoles, avatar } = value;
  if (!isText(id) || id === '' || !isText(email) || email === '') return null;
  if (!isText(firstName) || !isText(lastName)) return null;
  if (!Array.isArray(userRoles)) return null;
  const knownRoles = userRoles.map(toRole);
  if (knownRoles.some((role) => role === null)) return null;
  if (avatar !== undefined && !isText(avatar)) return null;
  return {
    id,
    email,
    firstName,
    lastName,
    roles: knownRoles as Role[],
    ...(avatar === undefined ? {} : { avatar }),
  };
}

export const storedUserParser = guardParser(toStoredUser);
