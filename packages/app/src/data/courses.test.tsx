import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { AppServicesContext } from '../app-context';
import { defaultDeploymentConfig } from '../config/deployment-config';
import { createApiClient } from './api-client';
import { feedDataCache } from '../routes/feed-data-cache';
import { courseRouteData, useCourse } from './course-detail';
import { COURSES_KEY, coursesRouteData, useCourses } from './courses';
import { createSafeStorage } from './safe-storage';
import { createSession } from './session';

const serverCourse = {
  id: 'course-1',
  title: 'AI and Cybersecurity',
  description: 'How machine learning changes attack and defence on modern networks.',
  createdByName: 'Dr. Amara Okafor',
  estimatedDurationHours: 12,
  difficultyLevel: 'INTERMEDIATE',
  category: 'Security',
  imageUrl: null,
  isPublished: true,
  createdAt: '2025-01-10T09:00:00.000Z',
  updatedAt: '2025-02-01T09:00:00.000Z',
  language: 'en',
};

function wrapperAnswering(body: unknown, status = 200) {
  const fetch = vi.fn(async () => Response.json(body, { status }));
  const storage = createSafeStorage(() => localStorage);
  const services = {
    config: defaultDeploymentConfig,
    session: createSession(storage, storage),
    api: createApiClient({ baseUrl: '/api/v1', readCsrfToken: () => null, fetch }),
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppServicesContext value={services}>
      <SWRConfig
        value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
      >
        {children}
      </SWRConfig>
    </AppServicesContext>
  );
  return { wrapper, fetch };
}

describe('course data', () => {
  it('maps the catalogue to display courses with stable sample figures', async () => {
    const { wrapper } = wrapperAnswering({ data: [serverCourse], message: null, error: null });
    const first = renderHook(() => useCourses(), { wrapper });
    await waitFor(() => expect(first.result.current.data).toBeDefined());
    const course = first.result.current.data![0]!;
    expect(course).toMatchObject({
      id: 'course-1',
      instructor: 'Dr. Amara Okafor',
      duration: '12 hours',
      level: 'Intermediate',
    });
    const again = renderHook(() => useCourses(), {
      wrapper: wrapperAnswering({ data: [serverCourse] }).wrapper,
    });
    await waitFor(() => expect(again.result.current.data).toBeDefined());
    expect(again.result.current.data![0]!.price).toBe(course.price);
    expect(again.result.current.data![0]!.studentsCount).toBe(course.studentsCount);
  });

  it("surfaces the spec's error message when the catalogue fails", async () => {
    const { wrapper } = wrapperAnswering(
      { data: null, message: 'Database unavailable', error: 'Service Unavailable' },
      503,
    );
    const { result } = renderHook(() => useCourses(), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error.message).toBe('Database unavailable');
  });

  it('asks for nothing without a course id, and for /courses/:id with one', async () => {
    const { wrapper, fetch } = wrapperAnswering({ data: null }, 404);
    const idle = renderHook(() => useCourse(null), { wrapper });
    expect(idle.result.current.data).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    const missing = renderHook(() => useCourse('no such/course'), { wrapper });
    await waitFor(() => expect(missing.result.current.error).toBeDefined());
    expect(fetch).toHaveBeenCalledWith('/api/v1/courses/no%20such%2Fcourse', expect.anything());
  });

  it('a loader’s course is the request useCourse answers with, not a second one', async () => {
    const { wrapper, fetch } = wrapperAnswering({ data: null }, 404);
    const api = createApiClient({ baseUrl: '/api/v1', readCsrfToken: () => null, fetch });
    const data = courseRouteData(api, 'loaded-course');
    // Under the key the hook reads: the course's /api/v1 path.
    expect(Object.keys(data)).toEqual(['/courses/loaded-course']);
    feedDataCache(data);
    const { result } = renderHook(() => useCourse('loaded-course'), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error.status).toBe(404);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a loader’s catalogue resolves to display courses, and useCourses picks it up', async () => {
    const { wrapper, fetch } = wrapperAnswering({
      data: [serverCourse],
      message: null,
      error: null,
    });
    const api = createApiClient({ baseUrl: '/api/v1', readCsrfToken: () => null, fetch });
    const data = coursesRouteData(api);
    expect(Object.keys(data)).toEqual([COURSES_KEY]);
    // What the server settles and hands over: the courses as the screens show them.
    await expect(data[COURSES_KEY]).resolves.toEqual([
      expect.objectContaining({ id: 'course-1', instructor: 'Dr. Amara Okafor' }),
    ]);
    feedDataCache(data);
    const { result } = renderHook(() => useCourses(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data![0]).toMatchObject({ id: 'course-1', level: 'Intermediate' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
