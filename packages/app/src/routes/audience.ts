import type { Role } from '@lp/contract';
import type { Audience } from './route-types';

const ADMIN_ROLES: readonly Role[] = ['admin', 'superuser'];

/** Admin screens and the ADMIN section are for admin or superuser (spec 1 section 6). */
export const isAdmin = (role: Role) => ADMIN_ROLES.includes(role);

/** Whether an entry flagged teacher-only or admin-only shows for the active role. */
export function canSee(audience: Audience, role: Role): boolean {
  if (audience.adminOnly && !isAdmin(role)) return false;
  if (audience.teacherOnly && role !== 'teacher') return false;
  return true;
}

/** The role label of the mobile menu (spec 1 section 2.3). */
export function roleLabel(role: Role): string {
  if (role === 'teacher') return 'Teacher';
  if (role === 'admin') return 'Admin';
  if (role === 'superuser') return 'Superuser';
  return 'Student';
}
