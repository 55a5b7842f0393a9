import { brands } from '@lp/tokens';
import { describe, expect, it } from 'vitest';
import { builtInBrandThemes } from './brand-themes.generated';
import { brandFromTokens } from './brands';
import { deriveBrandTheme } from './derive-brand-theme';

describe('generated brand themes', () => {
  it.each(brands.map(({ id }) => id))(
    '%s equals what the engine derives (run `npm run themes` when this fails)',
    (id) => {
      expect(builtInBrandThemes[id]).toEqual(deriveBrandTheme(brandFromTokens(id)));
    },
  );
});
