import { describe, expect, it } from 'vitest';
import { activeRole, canManageUniversity, isAdminOrSuperuser, roleLabel } from './roles';

describe('roles', () => {
  it('takes the first role as active, student by default', () => {
    expect(activeRole({ roles: ['TEACHER', 'student'] })).toBe('teacher');
    expect(activeRole({ roles: [] })).toBe('student');
    expect(activeRole(null)).toBe('student');
    expect(activeRole({ roles: ['janitor'] })).toBe('student');
  });

  it('admits admin in any case and superuser to the admin tools', () => {
    expect(isAdminOrSuperuser('ADMIN')).toBe(true);
    expect(isAdminOrSuperuser('superuser')).toBe(true);
    expect(isAdminOrSuperuser('university_admin')).toBe(false);
    expect(isAdminOrSuperuser('teacher')).toBe(false);
  });

  it('lets university admins manage branding, analytics and users', () => {
    expect(canManageUniversity('university_admin')).toBe(true);
    expect(canManageUniversity('student')).toBe(false);
  });

  it.each([
    ['teacher', 'Teacher'],
    ['admin', 'Admin'],
    ['superuser', 'Superuser'],
    ['student', 'Student'],
    ['university_admin', 'Student'],
  ])('labels %s as %s in the mobile menu', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });
});
