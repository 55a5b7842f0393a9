import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { slugAfterNameChange, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Northbridge University', 'northbridge-university'],
    ['  St. Mary’s  College!! ', 'st-mary-s-college'],
    ['Institute of Tech (2025)', 'institute-of-tech-2025'],
    ['---', ''],
    ['École Polytechnique', 'cole-polytechnique'],
  ])('turns %j into %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('only ever produces lowercase letters, digits and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const slug = slugify(name);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      }),
    );
  });

  it('is stable: slugifying a slug changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const slug = slugify(name);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });

  it('keeps every letter and digit of the name, in order', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const kept = name.toLowerCase().replace(/[^a-z0-9]/g, '');
        expect(slugify(name).replace(/-/g, '')).toBe(kept);
      }),
    );
  });
});

describe('slugAfterNameChange', () => {
  it('follows the name while the slug is empty', () => {
    expect(slugAfterNameChange('Riverside College', '')).toBe('riverside-college');
  });

  it('keeps a slug that is already filled in', () => {
    expect(slugAfterNameChange('Riverside College', 'rc')).toBe('rc');
  });
});
