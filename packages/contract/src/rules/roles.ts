import type { Role } from '../entities/role-names';
import { roles } from '../entities/role-names';

/** Role names arrive in either case ('ADMIN', spec 2 §6); unknown ones are dropped. */
export function normalizeRole(value: string): Role | undefined {
  const lower = value.trim().toLowerCase();
  return (roles as readonly string[]).includes(lower) ? (lower as Role) : undefined;
}

/** The first role is the active one; student by default (spec 1 §6). */
export function activeRole(user: { roles: readonly string[] } | null | undefined): Role {
  const first = user?.roles[0];
  return (first && normalizeRole(first)) || 'student';
}

/** The role label of the mobile menu (spec 1 §2.3). */
export function roleLabel(role: string): 'Teacher' | 'Admin' | 'Superuser' | 'Student' {
  const normalized = normalizeRole(role);
  if (normalized === 'teacher') return 'Teacher';
  if (normalized === 'admin') return 'Admin';
  if (normalized === 'superuser') return 'Superuser';
  return 'Student';
}
