import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brandFromTokens } from './brands';
import { deriveBrandTheme } from './derive-brand-theme';
import { useTheme } from './theme-provider';

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
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
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
      await expect({ name, value: read(name) }).toEqual({
        name,
        value: reference ? read(reference) : value,
      });
    }
  },
};
