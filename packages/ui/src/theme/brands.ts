import { brands, type BrandId } from '@lp/tokens';
import type { BrandInput } from './derive-brand-theme';

export type { BrandId };

/** The brand input of a brand defined in tokens/brands, or the default brand for an unknown id. */
export function brandFromTokens(id: string): BrandInput {
  const brand = brands.find((candidate) => candidate.id === id) ?? brands[0];
  return {
    primary: brand.primary,
    secondary: brand.secondary,
    accent: brand.accent,
    fontFamily: brand.font,
  };
}

/** Every brand of tokens/brands as `{ id, name }`, default first: for pickers and toolbars. */
export const brandOptions: ReadonlyArray<{ id: BrandId; name: string }> = brands.map(
  ({ id, name }) => ({ id, name }),
);
