import { describe, expect, it } from 'vitest';
import type { AppServices } from '../../app-context';
import { defaultDeploymentConfig } from '../../config/deployment-config';
import { createApiClient } from '../../data/api-client';
import { createSafeStorage } from '../../data/safe-storage';
import { createSession } from '../../data/session';
import { apiAnswer, fakeApi } from '../learner-route.test-support';
import { enroll } from './catalog.actions';

function services(fetch: typeof globalThis.fetch): AppServices {
  return {
    config: defaultDeploymentConfig,
    session: createSession(
      createSafeStorage(() => localStorage),
      createSafeStorage(() => sessionStorage),
    ),
    api: createApiClient({ baseUrl: '/api/v1', readCsrfToken: () => null, fetch }),
  };
}

const post = (courseId: string) =>
  new Request('http://lp.test/catalog?level=BEGINNER&page=2', {
    method: 'POST',
    body: new URLSearchParams({ courseId }),
  });

describe('the catalogue’s Enroll without the script', () => {
  it('enrols, then goes back to the same address, filters and page kept', async () => {
    const api = fakeApi((method, path) =>
      method === 'POST' && path === '/courses/c-1/enrollment'
        ? apiAnswer({ courseId: 'c-1', progress: 0, enrolledAt: '2026-02-01T00:00:00.000Z' })
        : undefined,
    );
    const answer = await enroll({
      request: post('c-1'),
      params: {},
      services: services(api.fetch),
    });
    expect(api.calls).toEqual(['POST /courses/c-1/enrollment']);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('Location')).toBe('/catalog?level=BEGINNER&page=2');
  });

  it("hands back the API's message for the course, drawn on its card", async () => {
    const api = fakeApi(() => apiAnswer('Course not found', 404));
    const answer = await enroll({
      request: post('c-9'),
      params: {},
      services: services(api.fetch),
    });
    expect(answer).toEqual({ courseId: 'c-9', error: 'Course not found' });
  });
});
