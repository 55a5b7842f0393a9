import { describe, expect, it } from 'vitest';
import { queryPath } from './query-path';

describe('queryPath', () => {
  it('leaves out empty and missing values, and encodes the rest', () => {
    expect(queryPath('/admin/users', {})).toBe('/admin/users');
    expect(queryPath('/admin/users', { search: '', role: undefined, page: 2 })).toBe(
      '/admin/users?page=2',
    );
    expect(queryPath('/admin/users', { search: 'a&b c' })).toBe('/admin/users?search=a%26b+c');
  });
});
