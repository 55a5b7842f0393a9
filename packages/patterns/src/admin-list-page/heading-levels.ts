/** The heading elements under a page's title: its sections, and the items inside them. */
export interface HeadingLevels {
  Section: 'h2' | 'h3';
  Item: 'h3' | 'h4';
}

/**
 * The levels below a page title drawn as `titleAs`: an h1 page has h2 sections and h3 items;
 * under the app header's h1 the title is an h2, so h3 sections and h4 items.
 */
export function headingLevels(titleAs: 'h1' | 'h2'): HeadingLevels {
  return titleAs === 'h1' ? { Section: 'h2', Item: 'h3' } : { Section: 'h3', Item: 'h4' };
}

/** The element of an item under a section heading: one level down. */
export function headingBelow(sectionAs: 'h2' | 'h3'): 'h3' | 'h4' {
  return sectionAs === 'h2' ? 'h3' : 'h4';
}
