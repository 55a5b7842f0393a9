import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_PATH, safeReturnPath } from './return-path';

describe('the return path after a provider sign-in', () => {
  it('keeps a same-origin path with its query and fragment', () => {
    expect(safeReturnPath('/courses/abc?tab=notes#top')).toBe('/courses/abc?tab=notes#top');
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'courses',
    '/api/v1/auth/logout',
    '/auth/login',
    '/a\u0000b',
    undefined,
    42,
  ])('sends %s to the dashboard', (value) => {
    expect(safeReturnPath(value)).toBe(DEFAULT_RETURN_PATH);
  });

  it('keeps encoded line breaks encoded, so no header can be split', () => {
    expect(safeReturnPath('/%0d%0aSet-Cookie:x')).toBe('/%0d%0aSet-Cookie:x');
  });
});
