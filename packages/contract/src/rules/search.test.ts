import { describe, expect, it } from 'vitest';
import { matchesCourseSearch } from './search';

describe('matchesCourseSearch', () => {
  const course = {
    title: 'Data Science with Python',
    description: 'Clean and model data',
    instructor: 'Dr. Amara Okafor',
  };

  it.each(['PYTHON', 'model', 'okafor', ''])('finds the course for %j', (query) => {
    expect(matchesCourseSearch(course, query)).toBe(true);
  });

  it('misses unrelated text', () => {
    expect(matchesCourseSearch(course, 'cybersecurity')).toBe(false);
  });
});
