import type * as SWR from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { defaultDeploymentConfig } from '../config/deployment-config';
import { routes, type RouteName } from '../routes/route-table';
import type { RouteEntry } from '../routes/route-types';
import type { ApiClient } from './api-client';
import { routeData } from './route-data';
import { createSafeStorage } from './safe-storage';
import { createSession } from './session';

// SWR's preload asks once per key for the whole test file; here every loader must be heard.
vi.mock('swr', async (original) => ({
  ...(await original<typeof SWR>()),
  preload: (key: string, fetcher: (key: string) => unknown) => Promise.resolve(fetcher(key)),
}));

/** A value for each route parameter, with a character that must be encoded. */
const PARAMS: Record<string, string> = {
  courseId: 'course 1',
  lessonId: 'lesson-1-2',
  programId: 'program-1',
  teacherId: 'teacher-1',
};

/**
 * The API paths a route's loader asks for, recorded by a client that never answers; waits
 * until it has asked for at least `expected` (its data modules load lazily first), then a
 * little longer for any it should not ask for.
 */
async function pathsAskedBy(name: RouteName, expected: number): Promise<string[]> {
  const asked: string[] = [];
  const api = {
    get: (path: string) => {
      asked.push(path);
      return new Promise(() => {});
    },
  } as unknown as ApiClient;
  const services = {
    api,
    config: defaultDeploymentConfig,
    session: createSession(
      createSafeStorage(() => localStorage),
      createSafeStorage(() => sessionStorage),
    ),
  };
  const route: RouteEntry = routes[name];
  const { loader } = await route.loader!();
  const params = Object.fromEntries(
    [...route.path.matchAll(/:(\w+)/g)].map(([, key]) => [key, PARAMS[key!]!]),
  );
  loader({ params, request: new Request('http://app.test/'), services });
  // The loader imports its data modules lazily before it asks.
  await vi.waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(expected), {
    timeout: 10_000,
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  return asked;
}

/** The listed paths with the same parameters, encoded as the data modules encode them. */
const listedPaths = (name: RouteName) =>
  (routeData[name] ?? []).map((path) =>
    path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(PARAMS[key]!)),
  );

describe('the answers the server writes into a page', () => {
  const listed = Object.keys(routeData) as RouteName[];

  it('are listed only for routes that have a loader', () => {
    expect(listed.length).toBeGreaterThan(0);
    for (const name of listed) expect(routes[name]).toHaveProperty('loader');
  });

  it.each(listed)('are exactly what the %s loader asks for', async (name) => {
    const listedForRoute = listedPaths(name);
    expect((await pathsAskedBy(name, listedForRoute.length)).sort()).toEqual(listedForRoute.sort());
  });
});
