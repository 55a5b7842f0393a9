import {
  CATALOG_QUERY_MAX_LENGTH,
  catalogDurations,
  catalogQuerySchema,
  catalogSorts,
  difficultyLevels,
} from '@lp/contract/api';
import { catalogLevelLabels, catalogDurationLabels, catalogSortLabels } from '@lp/patterns';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { catalogPaths, catalogPlace, catalogQuery } from './catalog';

const place = (query: string) => catalogPlace(new URLSearchParams(query));

describe('catalogPlace', () => {
  it('reads every filter, the order and the page of the address', () => {
    expect(
      place('q=+react+&category=Data&level=BEGINNER&language=en&duration=short&sort=title&page=3'),
    ).toEqual({
      q: 'react',
      category: 'Data',
      level: 'BEGINNER',
      language: 'en',
      duration: 'short',
      sort: 'title',
      page: 3,
    });
  });

  it('falls back on values the API would refuse, so an edited link still opens the page', () => {
    expect(place('level=expert&duration=forever&sort=random&page=0')).toEqual({
      q: '',
      category: '',
      level: '',
      language: '',
      duration: '',
      sort: 'relevance',
      page: 1,
    });
    expect(place('page=2.5').page).toBe(1);
    expect(place('page=-4').page).toBe(1);
    expect(place('level=toString').level).toBe('');
    expect(place(`q=${'a'.repeat(500)}`).q).toHaveLength(CATALOG_QUERY_MAX_LENGTH);
  });

  it('gives an API query the contract accepts, whatever the address', () => {
    for (const address of ['', 'level=x&page=abc&sort=', `q=${'é'.repeat(300)}&page=9`]) {
      const query = catalogQuery(place(address));
      expect(z.safeParse(catalogQuerySchema, query).success).toBe(true);
    }
  });
});

describe('catalogQuery', () => {
  it('leaves the defaults out, so the page and its API key stay short', () => {
    expect(catalogQuery(place('sort=relevance&page=1&q='))).toEqual({});
    expect(catalogPaths.page(place('page=2&level=ADVANCED'))).toBe(
      '/courses/catalog?level=ADVANCED&page=2',
    );
  });

  it('is the same address read back', () => {
    const first = place('q=data&language=de&sort=newest&page=4');
    expect(place(new URLSearchParams(catalogQuery(first)).toString())).toEqual(first);
  });
});

describe("the catalogue's values", () => {
  it("are the contract's, in the filters' labels too", () => {
    for (const value of difficultyLevels) expect(place(`level=${value}`).level).toBe(value);
    for (const value of catalogDurations) expect(place(`duration=${value}`).duration).toBe(value);
    for (const value of catalogSorts) expect(place(`sort=${value}`).sort).toBe(value);
    expect(Object.keys(catalogLevelLabels)).toEqual([...difficultyLevels]);
    expect(Object.keys(catalogDurationLabels)).toEqual([...catalogDurations]);
    expect(Object.keys(catalogSortLabels)).toEqual([...catalogSorts]);
  });
});
