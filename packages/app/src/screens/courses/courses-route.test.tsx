import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiAnswer, apiCourse, fakeApi, visitAsStudent } from '../learner-route.test-support';

/** Three enrolments: c-1 under way, c-2 finished, c-3 not started. */
const mine = [
  {
    ...apiCourse('c-1', 'Data Storytelling', true),
    completedLessons: 2,
    totalLessons: 5,
    nextLessonId: 'l-3',
    completedAt: null,
  },
  {
    ...apiCourse('c-2', 'Statistics', true),
    completedLessons: 4,
    totalLessons: 4,
    nextLessonId: null,
    completedAt: '2026-03-01T00:00:00.000Z',
  },
  {
    ...apiCourse('c-3', 'Ethics', true),
    completedLessons: 0,
    totalLessons: 3,
    nextLessonId: 'l-1',
    completedAt: null,
  },
];

const program = {
  id: 'p-1',
  title: 'Data Program',
  tagline: '',
  longDescription: '',
  heroImage: '',
  stats: { courseCount: 2, eventCount: 0, totalDurationHours: 10 },
  instructors: [],
  courses: ['c-1', 'c-2'],
  liveEvents: [],
  schedule: [],
  highlights: { liveEvents: 0, hours: 10, days: 0, liveSessions: 0 },
};

const coursesApi = () =>
  fakeApi((_method, path) => {
    if (path === '/courses/mine') return apiAnswer(mine);
    if (path === '/programs/p-1') return apiAnswer(program);
    return undefined;
  });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('/courses', () => {
  it('lists the courses in progress, Continue opening the next lesson', async () => {
    visitAsStudent('/courses', coursesApi().fetch);
    const list = await screen.findByRole('list', { name: 'In progress' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Continue Data Storytelling' })).toHaveAttribute(
      'href',
      '/course/c-1/lesson/l-3',
    );
    expect(screen.getByRole('link', { name: /^Completed/ })).toHaveAttribute(
      'href',
      '/courses?tab=completed',
    );
  });

  it('shows the completed tab from the address', async () => {
    visitAsStudent('/courses?tab=completed', coursesApi().fetch);
    const list = await screen.findByRole('list', { name: 'Completed' });
    expect(within(list).getByText('Statistics')).toBeInTheDocument();
  });

  it("narrows to a program's courses, keeping the program in the tabs' addresses", async () => {
    visitAsStudent('/courses?program=p-1', coursesApi().fetch);
    expect(
      await screen.findByRole('heading', { name: 'Your courses in Data Program' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'In progress' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /^Completed/ })).toHaveAttribute(
      'href',
      '/courses?tab=completed&program=p-1',
    );
    expect(screen.getByRole('link', { name: 'Show all my courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });

  it('says an unknown program is missing and shows every course', async () => {
    visitAsStudent('/courses?program=nope', coursesApi().fetch);
    expect(await screen.findByText(/That program could not be found/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'In progress' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });
});
