import { describe, expect, it } from 'vitest';
import { userListQueryOf, userSearchOf } from './users-place';

describe('the user list in the address', () => {
  it('reads filters and page, and leaves defaults out of the query', () => {
    const place = userListQueryOf(
      new URLSearchParams('q=ada&role=teacher&status=suspended&department=Physics&page=3'),
    );
    expect(place.filters).toEqual({
      search: 'ada',
      role: 'teacher',
      status: 'suspended',
      department: 'Physics',
    });
    expect(place.query).toEqual({
      search: 'ada',
      role: 'teacher',
      status: 'suspended',
      department: 'Physics',
      page: 3,
      pageSize: 10,
    });
  });

  it('falls back to defaults for anything a hand-edited link gets wrong', () => {
    const place = userListQueryOf(new URLSearchParams('role=wizard&page=-2&pageSize=7&status=x'));
    expect(place.filters.role).toBe('all');
    expect(place.filters.status).toBe('all');
    expect(place.page).toBe(1);
    expect(place.pageSize).toBe(10);
  });

  it('writes back what it reads', () => {
    const search = { university: 'univ-x', q: 'ada', role: 'student', page: '2', pageSize: '25' };
    const place = userListQueryOf(new URLSearchParams(search));
    expect(userSearchOf(place)).toEqual(search);
    expect(userSearchOf(userListQueryOf(new URLSearchParams()))).toEqual({});
  });
});
