import { describe, expect, it } from 'vitest';
import { roleLabel } from '@lp/contract';
import {
  bottomBarItems,
  headerTitleFor,
  mobileMenuItems,
  paletteNavigation,
  routeFor,
  sidebarSections,
} from './navigation';
import { redirects, routeTable, routes } from './route-table';

const labels = (items: Array<{ label: string }>) => items.map((item) => item.label);

describe('route table', () => {
  it('holds every route of the specs once', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    const spec = [
      '/auth/login',
      '/auth/register',
      '/auth/register/confirm-email',
      '/auth/verify-email',
      '/auth/forgot-password',
      '/auth/forgot-password/step/enter-email',
      '/auth/forgot-password/step/confirmation',
      '/auth/forgot-password/step/reset-password',
      '/auth/forgot-password/step/success',
      '/auth/invite',
      '/auth/expired-link',
      '/builder',
      '/builder/:courseId',
      '/dashboard',
      '/my-learning',
      '/courses',
      '/catalog',
      '/skills',
      '/calendar',
      '/jobs',
      '/jobs/kanban',
      '/live',
      '/live/admin',
      '/admin/user-stats',
      '/admin/organizations',
      '/admin/super-dashboard',
      '/admin/universities',
      '/admin/university-switch',
      '/admin/branding',
      '/admin/university-analytics',
      '/admin/users',
      '/students',
      '/analytics',
      '/certificates',
      '/ai-mentor',
      '/career-dashboard',
      '/resume',
      '/cover-letter',
      '/application-tracker',
      '/community',
      '/profile',
      '/settings',
      '/course/:courseId/preview',
      '/course/:courseId',
      '/course/:courseId/lesson',
      '/course/:courseId/lesson/:lessonId',
      '/program/:programId/preview',
      '/teacher/:teacherId',
      '/search',
      // Issue 35: a certificate's public verification.
      '/verify/:certificateId',
      // Issue 33: a university's sign-in provider, and a failed sign-in through it.
      '/admin/sign-in',
      '/auth/sign-in-error',
    ];
    expect([...paths].sort()).toEqual([...spec].sort());
  });

  it('keeps the auth routes public-only, the verification public and everything else signed-in', () => {
    for (const route of routeTable) {
      const expected = route.path.startsWith('/auth/')
        ? 'public-only'
        : route.path.startsWith('/verify/')
          ? 'public'
          : 'signed-in';
      expect(route.access, route.path).toBe(expected);
    }
  });

  it('has the three short redirects and sends / to the dashboard', () => {
    expect(redirects).toEqual(
      expect.arrayContaining([
        { from: '/login', to: '/auth/login' },
        { from: '/register', to: '/auth/register' },
        { from: '/forgot-password', to: '/auth/forgot-password' },
        { from: '/', to: '/dashboard' },
      ]),
    );
  });
});

describe('sidebar', () => {
  it('shows students LEARNING, CAREER HUB, SOCIAL and SETTINGS without teacher or admin items', () => {
    const sections = sidebarSections('student');
    expect(sections.map((s) => s.title)).toEqual(['LEARNING', 'CAREER HUB', 'SOCIAL', 'SETTINGS']);
    expect(labels(sections[0]!.items)).toEqual([
      'Dashboard',
      'My Courses',
      'Course Catalogue',
      'Schedule',
      'Achievements',
      'AI mentor',
    ]);
    expect(labels(sections.at(-1)!.items)).toEqual(['Your Profile', 'Settings']);
  });

  it('adds Analytics, Students and Course Builder for teachers', () => {
    expect(labels(sidebarSections('teacher')[0]!.items)).toEqual(
      expect.arrayContaining(['Analytics', 'Students', 'Course Builder']),
    );
  });

  it('shows admins the ADMIN section with both dropdowns and Switch University', () => {
    for (const role of ['admin', 'superuser'] as const) {
      const admin = sidebarSections(role).find((s) => s.title === 'ADMIN')!;
      expect(labels(admin.items)).toEqual([
        'University Management',
        'User Management',
        'Switch University',
      ]);
      expect(labels(admin.items[0]!.children!)).toEqual([
        'Super Dashboard',
        'Universities',
        'Analytics',
        'Branding',
      ]);
      expect(labels(admin.items[1]!.children!)).toEqual(['User Management', 'Organizations']);
    }
  });
});

describe('mobile navigation', () => {
  it('gives students and teachers their bottom bars', () => {
    expect(bottomBarItems('student').map((i) => [i.label, i.href])).toEqual([
      ['Home', '/dashboard'],
      ['Courses', '/my-learning'],
      ['Catalog', '/catalog'],
      ['Calendar', '/calendar'],
    ]);
    expect(bottomBarItems('teacher').map((i) => [i.label, i.href])).toEqual([
      ['Home', '/dashboard'],
      ['Students', '/students'],
      ['Analytics', '/analytics'],
      ['Settings', '/settings'],
    ]);
  });

  it('lists the mobile menu of spec 1 section 2.3 in its order', () => {
    expect(labels(mobileMenuItems('student'))).toEqual([
      'Dashboard',
      'My Courses',
      'Course Catalog',
      'Jobs',
      'Resume Hub',
      'Calendar',
      'Skills & Certificates',
      'Certificates',
      'Settings',
    ]);
    expect(labels(mobileMenuItems('teacher'))).toEqual(
      expect.arrayContaining(['Analytics', 'Students', 'Course Builder']),
    );
    expect(labels(mobileMenuItems('admin'))).toEqual(
      expect.arrayContaining(['Super Dashboard', 'Organizations']),
    );
  });

  it('gives every entry of the phone side menu an icon, so the labels line up', () => {
    for (const role of ['student', 'teacher', 'admin'] as const) {
      for (const item of mobileMenuItems(role)) expect(item.icon, item.label).toBeDefined();
    }
  });

  it('labels the role as Teacher, Admin, Superuser or Student', () => {
    expect(
      ['teacher', 'admin', 'superuser', 'student', 'university_admin'].map((r) =>
        roleLabel(r as never),
      ),
    ).toEqual(['Teacher', 'Admin', 'Superuser', 'Student', 'Student']);
  });
});

describe('command palette navigation', () => {
  it('offers students Dashboard, Courses, Catalog, Jobs, Calendar, Skills', () => {
    expect(labels(paletteNavigation('student'))).toEqual([
      'Dashboard',
      'Courses',
      'Catalog',
      'Jobs',
      'Calendar',
      'Skills',
    ]);
  });

  it('adds Analytics, Students, Course Builder, Certificates, Settings for teachers', () => {
    expect(labels(paletteNavigation('teacher'))).toEqual([
      'Dashboard',
      'Courses',
      'Catalog',
      'Jobs',
      'Calendar',
      'Skills',
      'Analytics',
      'Students',
      'Course Builder',
      'Certificates',
      'Settings',
    ]);
  });
});

describe('titles', () => {
  it('derives the header title from the path, Dashboard by default', () => {
    expect(headerTitleFor('/catalog')).toBe('Course Catalog');
    expect(headerTitleFor('/skills')).toBe('Skills & Certificates');
    expect(headerTitleFor('/builder/course-1')).toBe('Course Builder');
    expect(headerTitleFor('/community')).toBe('Dashboard');
    expect(headerTitleFor('/search')).toBe('Search');
    expect(headerTitleFor('/admin/university-switch')).toBe('University Portal');
  });

  it('matches parameterised routes', () => {
    expect(routeFor('/course/course-1/lesson/l2')?.path).toBe(routes.lesson.path);
    expect(routeFor('/nowhere')).toBeUndefined();
  });
});

describe('search over navigation', () => {
  it('lists each reachable page once, with dropdown children and without admin pages for students', async () => {
    const { searchableLinks } = await import('./navigation');
    const student = searchableLinks('student').map((l) => l.href);
    expect(new Set(student).size).toBe(student.length);
    expect(student).toContain('/jobs');
    expect(student).not.toContain('/admin/branding');
    expect(searchableLinks('admin').map((l) => l.href)).toContain('/admin/branding');
  });
});

describe('in another language', () => {
  it('labels the sidebar, the bottom bar, the palette and the header title in Spanish', async () => {
    const es = (await import('@lp/locales/es/app-routes')).default;
    const sections = sidebarSections('student', routeTable, es);
    expect(sections.map((s) => [s.title, s.label])).toEqual([
      ['LEARNING', 'APRENDIZAJE'],
      ['CAREER HUB', 'CENTRO PROFESIONAL'],
      ['SOCIAL', 'SOCIAL'],
      ['SETTINGS', 'CONFIGURACIÓN'],
    ]);
    expect(labels(sections[0]!.items).slice(0, 2)).toEqual(['Panel', 'Mis cursos']);
    expect(labels(bottomBarItems('student', routeTable, es))[0]).toBe('Inicio');
    expect(labels(paletteNavigation('teacher', routeTable, es))).toContain('Creador de cursos');
    expect(headerTitleFor('/catalog', routeTable, es)).toBe('Catálogo de cursos');
    expect(headerTitleFor('/community', routeTable, es)).toBe('Panel');
  });

  it('names the admin dropdowns and the roles in Arabic', async () => {
    const ar = (await import('@lp/locales/ar/app-routes')).default;
    const admin = sidebarSections('admin', routeTable, ar).find((s) => s.title === 'ADMIN')!;
    expect(admin.label).toBe('الإدارة');
    expect(labels(admin.items)).toEqual(['إدارة الجامعات', 'إدارة المستخدمين', 'تبديل الجامعة']);
    expect(ar.roleLabel({ role: 'teacher' })).toBe('معلّم');
    expect(ar.roleLabel({ role: 'university_admin' })).toBe('طالب');
  });

  it('keeps a text that is no message key as it is (a table made elsewhere)', () => {
    expect(headerTitleFor('/x', [{ ...routes.dashboard, path: '/x', headerTitle: 'Mine' }])).toBe(
      'Mine',
    );
  });
});
