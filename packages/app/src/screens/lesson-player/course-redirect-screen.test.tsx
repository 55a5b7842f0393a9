import { sampleCourses } from '@lp/contract';
import * as arNs from '@lp/locales/ar/app-lesson-player';
import { I18nProvider, type Translations } from '@lp/ui';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppServicesContext } from '../../app-context';
import { defaultDeploymentConfig } from '../../config/deployment-config';
import { createApiClient } from '../../data/api-client';
import { createSafeStorage } from '../../data/safe-storage';
import { createSession } from '../../data/session';
import CourseRedirectScreen from './course-redirect-screen';

const sample = sampleCourses[1]!;

/** The course as GET /courses/:id returns it. */
function courseDetail(modules = sample.modules) {
  return {
    id: sample.id,
    title: sample.title,
    description: sample.description,
    createdByName: sample.instructor,
    estimatedDurationHours: 24,
    difficultyLevel: 'BEGINNER',
    category: sample.category,
    imageUrl: null,
    isPublished: true,
    createdAt: sample.createdAt,
    updatedAt: sample.updatedAt,
    language: 'en',
    modules,
    transcripts: [],
  };
}

function LessonProbe() {
  return <p>At {useLocation().pathname}</p>;
}

function visit(path: string, answer: () => Promise<Response>, translations?: Translations) {
  const fetch = vi.fn(answer);
  const storage = createSafeStorage(() => localStorage);
  const services = {
    config: defaultDeploymentConfig,
    session: createSession(storage, storage),
    api: createApiClient({ baseUrl: '/api/v1', readCsrfToken: () => null, fetch }),
  };
  const router = createMemoryRouter(
    [
      { path: '/course/:courseId', element: <CourseRedirectScreen /> },
      { path: '/course/:courseId/lesson/:lessonId', element: <LessonProbe /> },
    ],
    { initialEntries: ['/courses', path], initialIndex: 1 },
  );
  const page = (
    <AppServicesContext value={services}>
      <SWRConfig
        value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
      >
        <RouterProvider router={router} />
      </SWRConfig>
    </AppServicesContext>
  );
  render(translations ? <I18nProvider translations={translations}>{page}</I18nProvider> : page);
  return { router, fetch };
}

describe('CourseRedirectScreen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a labelled spinner while loading, then replaces the address with the first lesson', async () => {
    let answer: (response: Response) => void = () => {};
    const { router, fetch } = visit(
      `/course/${sample.id}`,
      () => new Promise((resolve) => (answer = resolve)),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Loading your personalized learning experience...',
    );
    expect(fetch).toHaveBeenCalledWith(`/api/v1/courses/${sample.id}`, expect.anything());

    answer(Response.json({ data: courseDetail(), message: null, error: null }));
    const firstLesson = sample.modules[0]!.lessons[0]!.id;
    expect(
      await screen.findByText(`At /course/${sample.id}/lesson/${firstLesson}`),
    ).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.pathname).toBe(`/course/${sample.id}/lesson/${firstLesson}`);
  });

  it('logs a course that cannot be loaded and opens lesson1 of it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = visit('/course/no-such-course', async () =>
      Response.json(
        { data: null, message: 'The requested course could not be found.', error: 'Not Found' },
        { status: 404 },
      ),
    );
    expect(await screen.findByText('At /course/no-such-course/lesson/lesson1')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(logged).toHaveBeenCalled();
  });

  it('opens lesson1 of a course without lessons', async () => {
    visit(`/course/${sample.id}`, async () =>
      Response.json({ data: courseDetail([]), message: null, error: null }),
    );
    expect(await screen.findByText(`At /course/${sample.id}/lesson/lesson1`)).toBeInTheDocument();
  });

  it('labels its spinner in the page’s language', () => {
    visit(`/course/${sample.id}`, () => new Promise(() => {}), {
      locale: 'ar',
      ready: new Map([[arNs.id, arNs.default]]),
    });
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ تحميل تجربة التعلّم المخصّصة لك...');
  });
});
