import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { forEachBrand } from './brand-sweep';
import { brandFromTokens } from './brands';
import { toHex } from './color-math';
import { deriveBrandTheme } from './derive-brand-theme';
import { useTheme } from './theme-provider';

/**
 * A variable's value in one spelling, so the engine's output and the browser's can be compared:
 * a colour as lower-case #rrggbb (the static build's minifier writes `#ffffff` as `#fff`, and
 * a computed custom property keeps the stylesheet's spelling), anything else with its spaces
 * collapsed.
 */
function canonical(name: string, value: string): string {
  const text = value.replace(/\s+/g, ' ').trim();
  // An unset variable stays '' so the assertion shows which one is missing.
  return name.startsWith('--lp-color-') && text !== '' ? toHex(text) : text;
}

/** The brand roles the theme sets, as swatches on the page surface. */
function BrandRoles() {
  const { brand, mode } = useTheme();
  const names = Object.keys(deriveBrandTheme(brandFromTokens('default')).light).filter((name) =>
    name.startsWith('--lp-color-'),
  );
  return (
    <div className="grid gap-3 bg-surface p-4 font-sans text-text">
      <p className="text-sm">
        {`Brand ${typeof brand === 'string' ? brand : 'given inline'}, ${mode} mode`}
      </p>
      <ul className="grid grid-cols-2 gap-2 md:grid-cols-3">
        {names.map((name) => (
          <li key={name} className="flex items-center gap-2 text-sm">
            <span
              aria-hidden="true"
              className="size-6 shrink-0 rounded-sm border border-border"
              style={{ backgroundColor: `var(${name})` }}
            />
            <code>{name.replace('--lp-color-', '')}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: BrandRoles,
} satisfies Meta<typeof BrandRoles>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A brand of tokens/brands (the toolbar's Brand) applies as `data-lp-brand` on <html>, styled
 * by brand-themes.generated.css through `@lp/ui/styles.css`: no style element, no engine.
 * The test reads what the browser computes and holds it to the engine's output.
 */
export const BuiltInBrand: Story = {
  play: async ({ globals }) => {
    const root = document.documentElement;
    const brand = String(globals.brand ?? 'default');
    const mode = globals.theme === 'dark' ? 'dark' : 'light';
    await expect(root.getAttribute('data-lp-brand')).toBe(brand);
    await expect(root.classList.contains('dark')).toBe(mode === 'dark');
    await expect(document.getElementById('lp-brand-theme')).toBeNull();

    const computed = getComputedStyle(root);
    const read = (name: string) => computed.getPropertyValue(name).trim();
    const expected = deriveBrandTheme(brandFromTokens(brand))[mode];
    for (const [name, value] of Object.entries(expected)) {
      // A custom property's computed value has its var() references resolved.
      const reference = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
      await expect({ name, value: canonical(name, read(name)) }).toEqual({
        name,
        value: canonical(name, reference ? read(reference) : value),
      });
    }
  },
};

/** What the browser computes for each variable of a theme on an element, var() references resolved. */
function computedVars(element: Element, names: readonly string[]) {
  const computed = getComputedStyle(element);
  return Object.fromEntries(
    names.map((name) => [name, canonical(name, computed.getPropertyValue(name))]),
  );
}

/** A theme's values as the browser would compute them (a `var()` reference resolved on the root). */
function resolvedTheme(vars: Record<string, string>) {
  const rootStyle = getComputedStyle(document.documentElement);
  return Object.fromEntries(
    Object.entries(vars).map(([name, value]) => {
      const reference = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
      return [name, canonical(name, reference ? rootStyle.getPropertyValue(reference) : value)];
    }),
  );
}

/**
 * A `dark` element inside a light, branded page (the app's dashboard frame) keeps the brand:
 * it wears the brand's dark values, not tokens.css's default dark palette. Checked for every
 * built-in brand, against the engine's output.
 */
export const DarkSubtreeKeepsBrand: Story = {
  render: () => (
    <div className="grid gap-3">
      <div data-testid="light-frame" className="bg-surface p-4 text-text">
        Light page
      </div>
      <div data-testid="dark-frame" className="dark bg-surface p-4 text-text">
        <span className="rounded-md bg-primary px-2 py-1 text-on-primary">Dark frame</span>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const light = canvas.getByTestId('light-frame');
    const dark = canvas.getByTestId('dark-frame');
    await forEachBrand(
      async (brand) => {
        const theme = deriveBrandTheme(brandFromTokens(brand));
        const names = Object.keys(theme.dark);
        await expect({ brand, vars: computedVars(dark, names) }).toEqual({
          brand,
          vars: resolvedTheme(theme.dark),
        });
        await expect({ brand, vars: computedVars(light, names) }).toEqual({
          brand,
          vars: resolvedTheme(theme.light),
        });
      },
      ['light'],
    );
  },
};
