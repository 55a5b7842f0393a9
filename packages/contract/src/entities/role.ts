import * as z from 'zod/mini';
import { roles } from './role-names';

export { roles, type Role } from './role-names';
/**
 * A role as the API and storage carry it. Spec 2 section 6 spells admin also as 'ADMIN': a role
 * name in any letter case (and with stray spaces) is read as its one lower-case spelling.
 */
export const roleSchema = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
  z.enum(roles),
);
