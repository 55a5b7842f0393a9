import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiAnswer, apiCourse, fakeApi, visitAsStudent } from '../learner-route.test-support';

/** The catalogue's API: one page of two courses; c-1 shows enrolled once it was posted. */
function catalogApi() {
  let enrolled = false;
  return fakeApi((method, path) => {
    if (path.startsWith('/courses/catalog'))
      return apiAnswer({
        items: [apiCourse('c-1', 'Data Storytelling', enrolled), apiCourse('c-2', 'Statistics')],
        total: 30,
        page: 2,
        pageSize: 24,
        facets: { categories: ['Data'], languages: ['en'] },
      });
    if (method === 'POST' && path === '/courses/c-1/enrollment') {
      enrolled = true;
      return apiAnswer({ courseId: 'c-1', progress: 0, enrolledAt: '2026-02-01T00:00:00.000Z' });
    }
    return undefined;
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('/catalog', () => {
  it('asks the API once for the page of its address, and shows it with its filters', async () => {
    const api = catalogApi();
    visitAsStudent('/catalog?level=BEGINNER&page=2&sort=bogus', api.fetch);
    const list = await screen.findByRole('list', { name: 'Courses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // The loader's request is the screen's: one call, the unknown order left out.
    expect(api.calls.filter((call) => call.includes('/courses/catalog'))).toEqual([
      'GET /courses/catalog?level=BEGINNER&page=2',
    ]);
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveValue('BEGINNER');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/catalog?level=BEGINNER',
    );
  });

  it('enrols from a card and reads the catalogue again, which shows the enrolment', async () => {
    const api = catalogApi();
    visitAsStudent('/catalog', api.fetch);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Enroll in Data Storytelling' }),
    );
    expect(
      await screen.findByRole('link', { name: 'Go to course: Data Storytelling' }),
    ).toHaveAttribute('href', '/course/c-1');
    expect(api.calls).toContain('POST /courses/c-1/enrollment');
    expect(screen.getByText('You are now enrolled in Data Storytelling.')).toBeInTheDocument();
  });

  it('applies the filters through the address, which the loader reads', async () => {
    const api = catalogApi();
    const router = visitAsStudent('/catalog', api.fetch);
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Duration' }),
      'long',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?duration=long&sort=relevance'),
    );
    await vi.waitFor(() => expect(api.calls).toContain('GET /courses/catalog?duration=long'));
  });
});
