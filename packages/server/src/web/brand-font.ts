import { readdirSync } from 'node:fs';
import { brands, fontTokens } from '@lp/tokens';
import type { DeploymentConfigResponse } from '@lp/contract/api';

/** Fontsource's file of a font's Latin letters, as the build names it: `<font id>-latin-wght-normal-<hash>.woff2`. */
const LATIN_FONT_FILE = /^([a-z-]+)-latin-wght-normal-[\w-]+\.woff2$/;

/** The Latin file of each font the build carries, by font id; none when the folder cannot be read. */
export function latinFontFiles(assetsDir: string): Map<string, string> {
  const files = new Map<string, string>();
  try {
    for (const name of readdirSync(assetsDir)) {
      const id = LATIN_FONT_FILE.exec(name)?.[1];
      if (id) files.set(id, `assets/${name}`);
    }
  } catch {
    /* no build: no fonts to name */
  }
  return files;
}

const FONT_IDS = Object.keys(fontTokens.family) as Array<keyof typeof fontTokens.family>;

/**
 * The font id a university's pages are set in: a built-in brand's font, an inline brand's
 * `fontFamily` (an id or the family's name, as the theme engine reads it), else DM Sans.
 */
export function brandFontId(defaultBrand: DeploymentConfigResponse['defaultBrand']): string {
  if (typeof defaultBrand === 'string')
    return brands.find((brand) => brand.id === defaultBrand)?.font ?? 'dm-sans';
  const wanted = (defaultBrand.fontFamily ?? 'dm-sans').trim().toLowerCase();
  const named = (id: (typeof FONT_IDS)[number]) =>
    (fontTokens.family[id][0] ?? '').toLowerCase().replace(' variable', '');
  return FONT_IDS.find((id) => id === wanted || named(id) === wanted) ?? 'dm-sans';
}

/**
 * The preload of the brand font's Latin file, for a page whose text paints with the document
 * (decision 0018): found only from the stylesheet, it would arrive after the first paint and
 * swap the text's font under the reader (a layout shift). Empty when the build has no such file.
 */
export function brandFontPreload(
  files: Map<string, string>,
  defaultBrand: DeploymentConfigResponse['defaultBrand'],
): string {
  const file = files.get(brandFontId(defaultBrand));
  return file
    ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">\n  `
    : '';
}
