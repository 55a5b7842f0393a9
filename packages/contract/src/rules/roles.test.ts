import { describe, expect, it } from 'vitest';
import { activeRole, roleLabel } from './roles';

describe('roles', () => {
  it('takes the first role as active, student by default', () => {
    expect(activeRole({ roles: ['TEACHER', 'student'] })).toBe('teacher');
    expect(activeRole({ roles: [] })).toBe('student');
    expect(activeRole(null)).toBe('student');
    expect(activeRole({ roles: ['janitor'] })).toBe('student');
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
