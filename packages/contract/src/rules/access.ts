import { normalizeRole } from './roles';

/**
 * The areas of spec 2 §6 and spec 1 §6 that depend on the role. Routes, navigation entries,
 * screen controls and server endpoints each name one; `decideAccess` is the one rule for all.
 */
export const accessAreas = [
  /** Any signed-in user (routes are guarded only by signed-in status, spec 2 §2.1). */
  'signed-in',
  /** Teacher-only navigation and actions (spec 1 §6) and the Manage Stream link on /live (spec 2 §6). */
  'teacher',
  /** The ADMIN sidebar section, University and User Management, Switch University (spec 1 §6). */
  'admin-section',
  /** /live/admin, Video Content Administration: ADMIN, admin, superuser; others to /dashboard. */
  'stream-admin',
  /** /admin/user-stats: admin (any letter case) or superuser; others to /dashboard. */
  'user-stats',
  /** Organizations dashboard: admin or superuser; others to /dashboard. */
  'organizations',
  /** Super-admin dashboard and university management: admin or superuser; others see Access Denied. */
  'university-management',
  /** Branding, university analytics, user management: admin, university_admin, superuser; others Access Denied. */
  'university-admin',
  /** University portal: any signed-in user with a role. */
  'university-portal',
  /** Impersonate Admin in the university portal: admin and superuser. */
  'impersonate',
  /** The person's own profile, settings, devices and data (issue 35): every role, each their own. */
  'own-account',
  /** A university's sign-in provider (issue 33): admin, superuser and its own university_admin. */
  'sign-in-settings',
  /** The person's own certificates and their PDFs (issue 35): every role, each their own. */
  'achievements',
  /** Sharing a course with every university of the deployment (issue 32): admin and superuser. */
  'course-sharing',
  /**
   * Changing a course (issue 32): the builder, its image, export, import and announcements.
   * Teachers change their own courses; admin, university_admin and superuser every course of
   * their university. The ownership half is the server's (courses/course-editors.ts).
   */
  'course-authoring',
] as const;
export type AccessArea = (typeof accessAreas)[number];

/** What a role gets in an area: in, the 'Access Denied' screen, or sent to /dashboard. */
export type AccessDecision = 'allow' | 'access-denied' | 'redirect';

type RoleName = 'student' | 'teacher' | 'admin' | 'superuser' | 'university_admin';

const ADMIN: readonly RoleName[] = ['admin', 'superuser'];
const UNIVERSITY_ADMIN: readonly RoleName[] = ['admin', 'university_admin', 'superuser'];
const EVERY_ROLE: readonly RoleName[] = [
  'student',
  'teacher',
  'admin',
  'superuser',
  'university_admin',
];

/** Who is allowed in each area, and what everyone else gets (spec 2 §6). */
const RULES: Record<AccessArea, { allowed: readonly RoleName[]; otherwise: AccessDecision }> = {
  'signed-in': { allowed: EVERY_ROLE, otherwise: 'allow' },
  teacher: { allowed: ['teacher'], otherwise: 'access-denied' },
  'admin-section': { allowed: ADMIN, otherwise: 'access-denied' },
  'stream-admin': { allowed: ADMIN, otherwise: 'redirect' },
  'user-stats': { allowed: ADMIN, otherwise: 'redirect' },
  organizations: { allowed: ADMIN, otherwise: 'redirect' },
  'university-management': { allowed: ADMIN, otherwise: 'access-denied' },
  'university-admin': { allowed: UNIVERSITY_ADMIN, otherwise: 'access-denied' },
  'university-portal': { allowed: EVERY_ROLE, otherwise: 'access-denied' },
  impersonate: { allowed: ADMIN, otherwise: 'access-denied' },
  'own-account': { allowed: EVERY_ROLE, otherwise: 'access-denied' },
  'sign-in-settings': { allowed: UNIVERSITY_ADMIN, otherwise: 'access-denied' },
  achievements: { allowed: EVERY_ROLE, otherwise: 'access-denied' },
  'course-sharing': { allowed: ADMIN, otherwise: 'access-denied' },
  'course-authoring': {
    allowed: ['teacher', 'admin', 'university_admin', 'superuser'],
    otherwise: 'access-denied',
  },
};

/**
 * The one access rule. `role` is the active role as stored or sent by a server ('ADMIN' and
 * 'admin' are the same role); an unknown or missing role is allowed only where everyone is.
 */
export function decideAccess(area: AccessArea, role: string | null | undefined): AccessDecision {
  const rule = RULES[area];
  const normalized = role ? normalizeRole(role) : undefined;
  if (rule.otherwise === 'allow') return 'allow';
  return normalized && rule.allowed.includes(normalized) ? 'allow' : rule.otherwise;
}

/** Whether a role may use an area: navigation entries and controls show only when it may. */
export function canAccess(area: AccessArea, role: string | null | undefined): boolean {
  return decideAccess(area, role) === 'allow';
}

/**
 * The order of the roles, lowest first (issue 37, item 6). Nobody may suspend, delete or change
 * the role of an account above their own.
 */
export const roleOrder = ['student', 'teacher', 'university_admin', 'admin', 'superuser'] as const;

/** Where someone's highest role stands in `roleOrder` (any letter case); -1 without a known role. */
export function roleRank(roles: readonly string[]): number {
  return Math.max(
    -1,
    ...roles.map((role) => {
      const normalized = normalizeRole(role);
      return normalized ? roleOrder.indexOf(normalized) : -1;
    }),
  );
}

/** admin and superuser manage the whole deployment, so they also manage their peers. */
const MANAGES_PEERS_FROM = roleOrder.indexOf('admin');

/**
 * Whether an account holding `actorRoles` may suspend, delete or change the role of one holding
 * `targetRoles`. Only roles of user management (area `university-admin`) manage accounts at all;
 * they manage accounts below their own, and admin and superuser their peers too. A
 * university_admin manages teachers and students, never another university_admin.
 */
export function mayManageAccount(
  actorRoles: readonly string[],
  targetRoles: readonly string[],
): boolean {
  if (!actorRoles.some((role) => canAccess('university-admin', role))) return false;
  const actor = roleRank(actorRoles);
  const target = roleRank(targetRoles);
  return target < actor || (target === actor && actor >= MANAGES_PEERS_FROM);
}
