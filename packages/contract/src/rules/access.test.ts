import { describe, expect, it } from 'vitest';
import {
  accessAreas,
  canAccess,
  decideAccess,
  mayManageAccount,
  roleRank,
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
  'own-account': {
    student: 'allow',
    teacher: 'allow',
    admin: 'allow',
    ADMIN: 'allow',
    superuser: 'allow',
    university_admin: 'allow',
  },
  'sign-in-settings': {
    student: 'access-denied',
    teacher: 'access-denied',
    admin: 'allow',
    ADMIN: 'allow',
    superuser: 'allow',
    university_admin: 'allow',
  },
  achievements: {
    student: 'allow',
    teacher: 'allow',
    admin: 'allow',
    ADMIN: 'allow',
    superuser: 'allow',
    university_admin: 'allow',
  },
  'course-sharing': {
    student: 'access-denied',
    teacher: 'access-denied',
    admin: 'allow',
    ADMIN: 'allow',
    superuser: 'allow',
    university_admin: 'access-denied',
  },
  'course-authoring': {
    student: 'access-denied',
    teacher: 'allow',
    admin: 'allow',
    ADMIN: 'allow',
    superuser: 'allow',
    university_admin: 'allow',
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

/**
 * Issue 37, item 6: who may suspend, delete or change the role of whom, written out for every
 * pair (actor, then target) rather than computed from the order.
 */
const MANAGES: Record<string, Record<string, boolean>> = {
  student: {
    student: false,
    teacher: false,
    university_admin: false,
    admin: false,
    superuser: false,
  },
  teacher: {
    student: false,
    teacher: false,
    university_admin: false,
    admin: false,
    superuser: false,
  },
  university_admin: {
    student: true,
    teacher: true,
    university_admin: false,
    admin: false,
    superuser: false,
  },
  admin: { student: true, teacher: true, university_admin: true, admin: true, superuser: false },
  superuser: { student: true, teacher: true, university_admin: true, admin: true, superuser: true },
};

describe('mayManageAccount: the order of roles', () => {
  for (const [actor, row] of Object.entries(MANAGES)) {
    for (const [target, allowed] of Object.entries(row)) {
      it(`${actor} ${allowed ? 'may' : 'may not'} change ${target}`, () => {
        expect(mayManageAccount([actor], [target])).toBe(allowed);
      });
    }
  }

  it('ranks an account by its highest role, in any letter case', () => {
    expect(roleRank(['student', 'SUPERUSER'])).toBe(roleRank(['superuser']));
    expect(mayManageAccount(['ADMIN'], ['teacher', 'superuser'])).toBe(false);
    expect(mayManageAccount(['student', 'admin'], ['ADMIN'])).toBe(true);
  });

  it('gives an account without a known role no say over anyone', () => {
    expect(mayManageAccount([], ['student'])).toBe(false);
    expect(mayManageAccount(['janitor'], [])).toBe(false);
    expect(mayManageAccount(['university_admin'], ['janitor'])).toBe(true);
    expect(mayManageAccount(['teacher'], ['janitor'])).toBe(false);
  });
});
