import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brands } from '@lp/tokens';
import { describe, expect, it } from 'vitest';
import {
  BRAND_STORIES_FOLDER,
  brandStoryFiles,
  brandStorySource,
  exportNameOf,
} from './brand-story-files';

const folder = path.join(import.meta.dirname, BRAND_STORIES_FOLDER);
const STALE =
  'brand pages are stale: run `npx tsx packages/ui/src/foundations/generate-brand-stories.ts`';

describe('generated brand pages (foundations/brands)', () => {
  it('has exactly one committed stories file per brand of tokens/brands, as generated', () => {
    const committed = readdirSync(folder).filter((name) => name.endsWith('.stories.tsx'));
    const expected = brandStoryFiles();
    expect(committed.sort(), STALE).toEqual(expected.map((file) => file.fileName).sort());
    for (const { fileName, source } of expected) {
      expect(readFileSync(path.join(folder, fileName), 'utf8'), `${STALE} (${fileName})`).toBe(
        source,
      );
    }
    expect(expected).toHaveLength(brands.length);
  });

  it("titles each page 'Brands/<brand name>' and names the story after the brand", () => {
    const source = brandStorySource({ id: 'harbour-university', name: 'Harbour University' });
    expect(source).toContain("title: 'Brands/Harbour University',");
    expect(source).toContain("args: { brandId: 'harbour-university' },");
    expect(source).toContain('export const HarbourUniversity: StoryObj<typeof meta> = {');
    // Storybook names the export 'Harbour University' already: no redundant name.
    expect(source).not.toContain('  name:');
  });

  it('names the story explicitly when the brand name differs from its id, and escapes quotes', () => {
    const source = brandStorySource({ id: 'default', name: "St John's" });
    expect(source).toContain("title: 'Brands/St John\\'s',");
    expect(source).toContain("  name: 'St John\\'s',");
  });

  it('turns any brand id into a valid export name', () => {
    expect(exportNameOf('northfield-university')).toBe('NorthfieldUniversity');
    expect(exportNameOf('3-rivers')).toBe('Brand3Rivers');
  });
});
