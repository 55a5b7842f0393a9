import { describe, expect, it } from 'vitest';
import { BRAND_FONTS } from './admin';
import { brandingMessages } from './branding';
import { dailyActiveChart } from './dashboard';
import { DEFAULT_PERFORMANCE_METRICS, PLAYBACK_SPEEDS } from './player';
import { sessionStorageKeys, storageKeys } from './storage';

describe('constants', () => {
  it('names every brand font in the unknown-font message, in order', () => {
    const names = BRAND_FONTS.map((font) => font.name).join(', ');
    expect(brandingMessages.unknownFont).toBe(`Font must be one of ${names}.`);
  });

  it('name the per-course storage keys', () => {
    expect(storageKeys.notes('course-1')).toBe('notes_course-1');
    expect(storageKeys.bookmarks('course-2')).toBe('bookmarks_course-2');
    expect(sessionStorageKeys.csrfToken).toBe('csrfToken');
  });

  it('carry the spec figures', () => {
    expect([...PLAYBACK_SPEEDS]).toEqual([0.5, 0.75, 1, 1.25, 1.5, 2]);
    expect(DEFAULT_PERFORMANCE_METRICS).toEqual({
      comprehensionScore: 85,
      engagementLevel: 'high',
      learningVelocity: 1.2,
      retentionRate: 78,
    });
    expect(dailyActiveChart).toMatchObject({ points: 22, headline: 3247, trend: '+18.3%' });
  });
});
