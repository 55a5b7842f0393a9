import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider, ToastProvider } from '@lp/ui';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routeTable } from '../../routes/route-table';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppServicesContext, type AppServices } from '../../app-context';
import { defaultDeploymentConfig } from '../../config/deployment-config';
import { createApiClient } from '../../data/api-client';
import { createSafeStorage } from '../../data/safe-storage';
import { createSession } from '../../data/session';
import { appRoutes } from '../../routes/app-routes';
import { paths } from '../../routes/paths';

const KNOWN = 'Qm9va3MtYW5kLWNvZmZlZQ';

/** The API at its edge: the one known certificate verifies, any other id is not found. */
const apiFetch = vi.fn(async (url: string | URL | Request) => {
  const known = String(url).endsWith(`/certificates/${KNOWN}/verification`);
  const body = known
    ? {
        data: {
          learnerName: 'Ada Lovelace',
          courseTitle: 'UX Research Methods',
          universityName: 'Northbridge University',
          issuedAt: '2026-01-05T09:00:00.000Z',
        },
        message: null,
        error: null,
      }
    : { data: null, message: 'Certificate not found.', error: 'Not Found' };
  return new Response(JSON.stringify(body), {
    status: known ? 200 : 404,
    headers: { 'content-type': 'application/json' },
  });
});

function visit(path: string, signedIn: boolean) {
  const session = createSession(
    createSafeStorage(() => localStorage),
    createSafeStorage(() => sessionStorage),
  );
  if (signedIn)
    session.signIn({
      email: 'ada@demo.edu',
      firstName: 'Ada',
      lastName: 'Lovelace',
      roles: ['student'],
      csrfToken: 't',
    });
  const services: AppServices = {
    config: defaultDeploymentConfig,
    session,
    api: createApiClient({ baseUrl: '/api/v1', readCsrfToken: () => null, fetch: apiFetch }),
  };
  const router = createMemoryRouter(appRoutes(services, routeTable), { initialEntries: [path] });
  render(
    <AppServicesContext value={services}>
      <ThemeProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeProvider>
    </AppServicesContext>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('/verify/{certificateId}: public, signed in or out', () => {
  for (const signedIn of [false, true]) {
    it(`confirms a certificate ${signedIn ? 'signed in' : 'signed out'}, staying on the page`, async () => {
      const router = visit(paths.verifyCertificate(KNOWN), signedIn);
      expect(await screen.findByRole('heading', { name: 'Certificate verified' })).toBeVisible();
      expect(screen.getByText('Ada Lovelace')).toBeVisible();
      expect(screen.getByText('5 January 2026')).toBeVisible();
      expect(router.state.location.pathname).toBe(`/verify/${KNOWN}`);
    });
  }

  it("says 'Certificate not found' for an unknown id", async () => {
    visit(paths.verifyCertificate('AAAAAAAAAAAAAAAAAAAAAA'), false);
    expect(await screen.findByRole('heading', { name: 'Certificate not found' })).toBeVisible();
  });
});
