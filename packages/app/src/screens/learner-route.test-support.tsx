import { ToastProvider } from '@lp/ui';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routeTable } from '../routes/route-table';
import { vi } from 'vitest';
import { AppFrame } from '../app';
import type { AppServices } from '../app-context';
import { defaultDeploymentConfig } from '../config/deployment-config';
import { createApiClient } from '../data/api-client';
import { createSafeStorage } from '../data/safe-storage';
import { createSession } from '../data/session';
import { appRoutes } from '../routes/app-routes';

// Shared by the route tests of the learner's pages (catalogue, My Courses): the whole app's
// routes in a memory router, signed in as a student, with the API faked at its edge.

/** An API answer in the envelope of the spec; a status other than 200 carries a message. */
export function apiAnswer(data: unknown, status = 200): Response {
  const body =
    status === 200
      ? { data, message: null, error: null }
      : { data: null, message: String(data), error: 'Error' };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * A fake of the API: `answer` gets each call's method and path below /api/v1 and returns the
 * answer, or undefined for a 404. Every call is noted in `calls` as 'GET /path'.
 */
export function fakeApi(answer: (method: string, path: string) => Response | undefined) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url).replace(/^\/api\/v1/, '');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${path}`);
    return answer(method, path) ?? apiAnswer('Not found', 404);
  });
  return { fetch, calls };
}

/** Opens `path` in the app, signed in as a student; the app's frame makes links and forms route. */
export function visitAsStudent(path: string, fetch: typeof globalThis.fetch) {
  const session = createSession(
    createSafeStorage(() => localStorage),
    createSafeStorage(() => sessionStorage),
  );
  session.signIn({
    email: 'sam@demo.edu',
    firstName: 'Sam',
    lastName: 'Student',
    roles: ['student'],
    csrfToken: 't',
  });
  const services: AppServices = {
    config: defaultDeploymentConfig,
    session,
    api: createApiClient({ baseUrl: '/api/v1', readCsrfToken: () => null, fetch }),
  };
  const router = createMemoryRouter(appRoutes(services, routeTable), { initialEntries: [path] });
  render(
    <AppFrame services={services} navigate={(href) => void router.navigate(href)}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </AppFrame>,
  );
  return router;
}

/** A course as the API sends it, enrolled or not. */
export const apiCourse = (id: string, title: string, enrolled = false) => ({
  id,
  title,
  description: `About ${title}`,
  createdByName: 'Dr. Ada',
  estimatedDurationHours: 3,
  difficultyLevel: 'BEGINNER',
  category: 'Data',
  imageUrl: null,
  isPublished: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  language: 'en',
  enrollment: enrolled ? { progress: 0, enrolledAt: '2026-02-01T00:00:00.000Z' } : null,
});
