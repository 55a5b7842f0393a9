import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fillPath, paths, withQuery } from './paths';
import { routes } from './route-table';

describe('typed path builders', () => {
  it('build each page of the table, filling params in order', () => {
    expect(paths.dashboard()).toBe('/dashboard');
    expect(paths.course('react-101')).toBe('/course/react-101');
    expect(paths.lesson('react-101', 'lesson-3')).toBe('/course/react-101/lesson/lesson-3');
    expect(paths.program('p1')).toBe('/program/p1/preview');
  });

  it('encode what they are given, so an id cannot leave its segment', () => {
    expect(paths.course('a/b?c')).toBe('/course/a%2Fb%3Fc');
    const matched = matchPath({ path: routes.course.path, end: true }, paths.course('a/b?c'));
    expect(decodeURIComponent(matched?.params.courseId ?? '')).toBe('a/b?c');
  });

  it('give a builder to every route of the table, each matching its own pattern', () => {
    for (const [name, route] of Object.entries(routes)) {
      const params = (route.path.match(/:[A-Za-z]+/g) ?? []).map((_, index) => `id${index}`);
      const built = (paths as unknown as Record<string, (...args: string[]) => string>)[name]!(
        ...params,
      );
      expect(matchPath({ path: route.path, end: true }, built), name).not.toBeNull();
    }
  });

  it('add a query string only when there is one', () => {
    expect(withQuery(paths.search(), { q: 'data & ai' })).toBe('/search?q=data+%26+ai');
    expect(withQuery(paths.search(), {})).toBe('/search');
    expect(fillPath('/x/:a/:b', ['1'])).toBe('/x/1/');
  });
});
