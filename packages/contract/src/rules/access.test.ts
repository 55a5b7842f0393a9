import { describe, expect, it } from 'vitest';
import {
  accessAreas,
  canAccess,
  decideAccess,
  type AccessArea,
  type AccessDecision,
} from './access';

const ROLES = ['student', 'teacher', 'admin', 'ADMIN', 'superuser', 'university_admin'] as const;
type TestRole = (typeof ROLES)[number];

/**
 * Spec 2 §6 (and spec 1 §6 for the navigation areas), written out row by row for every role
 * rather than computed, so a change to the rule shows up here as a changed row.
 */
const TABLE: Record<AccessArea, Record<TestRole, AccessDecision>> = {
  'signed-in': {
    student: 'allow',
    teacher: 'allow',
    admin: 'allow',
    ADMIN: 'allow',
    superuser: 'allow',
    university_admin: 'allow',
  },
  teacher: {
    student: 'access-denied',
    teacher: 'allow',
    admin: 'access-denied',
    ADMIN: 'access-denied',
    superuser: 'access-denied',
    university_admin: 'access-denied',
  },
  'admin-section': {
    student: 'access-denied',
    teacher: 'access-denied',
    admin: 'allow',
    ADMIN: 'allow',
    superuser: 'allow',
    university_admin: 'access-denied',
  },
  'stream-admin': {
    student: 'redirect',
    teacher: 'redirect',
    admin: 'allow',
    ADMIN: 'allow',
    superuser: 'allow',
    university_admin: 'redirect',
  },
  'user-stats': {
    student: 'redirect',
    teacher: 'redirect',
    admin: 'allow',
    ADMIN: 'allow',
    superuser: 'allow',
    university_admin: 'redirect',
  },
  organizations: {
    student: 'redirect',
    teacher: 'redirect',
    admin: 'allow',
    ADMIN: 'allow',
    superuser: 'allow',
    university_admin: 'redirect',
  },
  'university-management': {
    student: 'access-denied',
    teacher: 'access-denied',
    admin: 'allow',
    ADMIN: 'allow',
    superuser: 'allow',
    university_admin: 'access-denied',
  },
  'university-admin': {
    student: 'access-denied',
    teacher: 'access-denied',
    admin: 'allow',
    ADMIN: 'allow',
    superuser: 'allow',
    university_admin: 'allow',
  },
  'university-portal': {
    student: 'allow',
    teacher: 'allow',
    admin: 'allow',
    ADMIN: 'allow',
    superuser: 'allow',
    university_admin: 'allow',
  },
  impersonate: {
    student: 'access-denied',
    teacher: 'access-denied',
    admin: 'allow',
    ADMIN: 'allow',
    superuser: 'allow',
    university_admin: 'access-denied',
  },
};

describe('decideAccess: spec 2 §6 for every area and role', () => {
  it('has a row for every area', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...accessAreas].sort());
  });

  for (const area of accessAreas) {
    for (const role of ROLES) {
      it(`${area} × ${role} → ${TABLE[area][role]}`, () => {
        expect(decideAccess(area, role)).toBe(TABLE[area][role]);
        expect(canAccess(area, role)).toBe(TABLE[area][role] === 'allow');
      });
    }
  }

  it('lets an unknown or missing role in only where every signed-in user may go', () => {
    for (const role of ['janitor', '', null, undefined]) {
      expect(decideAccess('signed-in', role)).toBe('allow');
      expect(decideAccess('stream-admin', role)).toBe('redirect');
      expect(decideAccess('university-admin', role)).toBe('access-denied');
      expect(decideAccess('university-portal', role)).toBe('access-denied');
    }
  });

  it('reads a role with stray spaces or mixed case as the same role', () => {
    expect(decideAccess('user-stats', ' Admin ')).toBe('allow');
    expect(decideAccess('university-admin', 'University_Admin')).toBe('allow');
    expect(decideAccess('organizations', 'SUPERUSER')).toBe('allow');
  });
});
