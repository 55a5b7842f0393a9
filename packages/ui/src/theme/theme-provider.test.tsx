import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandInput } from './derive-brand-theme';
import { ThemeProvider, useTheme, type ThemeContextValue } from './theme-provider';

// Counts how often the engine (culori) is loaded, to show a built-in brand never loads it.
const engine = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./derive-brand-theme', async (importOriginal) => {
  engine.loads += 1;
  return importOriginal();
});

const root = document.documentElement;
const brandStyle = () => document.getElementById('lp-brand-theme');

function ModeToggle() {
  const { mode, toggleMode } = useTheme();
  return <button onClick={toggleMode}>{`mode: ${mode}`}</button>;
}

/** Shows the context's brand and adjustments as JSON (a missing `adjustments` stays missing). */
function ThemeProbe() {
  const { brand, adjustments } = useTheme();
  return <output data-testid="theme">{JSON.stringify({ brand, adjustments })}</output>;
}
const probed = (): Pick<ThemeContextValue, 'brand' | 'adjustments'> =>
  JSON.parse(screen.getByTestId('theme').textContent ?? '');

// A pale yellow primary fails 3:1 on light surfaces, so the engine must move it.
const yellow: BrandInput = { primary: '#fde047', secondary: '#1d4ed8', accent: '#1d4ed8' };

beforeEach(() => {
  root.removeAttribute('data-lp-brand');
  root.classList.remove('dark');
  brandStyle()?.remove();
});

describe('ThemeProvider', () => {
  // First on purpose: nothing in this file has loaded the engine yet.
  it('applies a built-in brand at once as data-lp-brand on <html>, without the engine', () => {
    render(
      <ThemeProvider brand="forest-green">
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(root).toHaveAttribute('data-lp-brand', 'forest-green');
    expect(brandStyle()).toBeNull();
    expect(probed()).toEqual({ brand: 'forest-green' });
    expect(probed()).not.toHaveProperty('adjustments');
    expect(engine.loads).toBe(0);
  });

  it('uses the default brand when none is given', () => {
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(root).toHaveAttribute('data-lp-brand', 'default');
    expect(probed()).toEqual({ brand: 'default' });
  });

  it('sets an unknown id as it is (it matches no rule, so tokens.css defaults apply)', () => {
    render(
      <ThemeProvider brand="no-such-brand">
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(root).toHaveAttribute('data-lp-brand', 'no-such-brand');
    expect(brandStyle()).toBeNull();
    expect(probed()).toEqual({ brand: 'no-such-brand' });
  });

  it('puts the dark class on the document root and removes it again', async () => {
    const onModeChange = vi.fn();
    render(
      <ThemeProvider brand="ocean-blue" onModeChange={onModeChange}>
        <ModeToggle />
      </ThemeProvider>,
    );
    expect(root).not.toHaveClass('dark');
    await userEvent.click(screen.getByRole('button', { name: 'mode: light' }));
    expect(root).toHaveClass('dark');
    expect(root).toHaveAttribute('data-lp-brand', 'ocean-blue');
    expect(onModeChange).toHaveBeenCalledWith('dark');
    await userEvent.click(screen.getByRole('button', { name: 'mode: dark' }));
    expect(root).not.toHaveClass('dark');
  });

  it('writes inline brand colours into one style element and replaces them live', async () => {
    // The engine loads before the tree renders; act waits for it.
    const { rerender } = await act(async () =>
      render(
        <ThemeProvider brand={{ primary: '#1d4ed8', secondary: '#1d4ed8', accent: '#1d4ed8' }}>
          x
        </ThemeProvider>,
      ),
    );
    await screen.findByText('x');
    const style = brandStyle();
    expect(style?.textContent).toContain('--lp-color-primary:#1d4ed8');
    await act(async () =>
      rerender(
        <ThemeProvider brand={{ primary: '#15803d', secondary: '#15803d', accent: '#15803d' }}>
          x
        </ThemeProvider>,
      ),
    );
    expect(document.querySelectorAll('#lp-brand-theme')).toHaveLength(1);
    expect(style?.textContent).toContain('--lp-color-primary:#15803d');
  });

  it('shares the adjustments the engine made for inline colours', async () => {
    const { deriveBrandTheme } = await import('./derive-brand-theme');
    const expected = deriveBrandTheme(yellow).adjustments;
    expect(expected.length).toBeGreaterThan(0);
    await act(async () =>
      render(
        <ThemeProvider brand={yellow}>
          <ThemeProbe />
        </ThemeProvider>,
      ),
    );
    await screen.findByTestId('theme');
    expect(probed()).toEqual({ brand: yellow, adjustments: expected });
  });

  it('paints a brand with a mistyped colour: that role falls back, the rest applies, the console says why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await act(async () =>
      render(
        <ThemeProvider brand={{ primary: '#12345g', secondary: '#1d4ed8', accent: '#1d4ed8' }}>
          page
        </ThemeProvider>,
      ),
    );
    await screen.findByText('page');
    expect(brandStyle()?.textContent).toContain('--lp-color-primary:#6b7280');
    expect(brandStyle()?.textContent).toContain('--lp-color-secondary:#1d4ed8');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"#12345g" is not a colour'));
    warn.mockRestore();
  });

  it('switches between a built-in brand and inline colours without leaving the other behind', async () => {
    const { rerender } = render(
      <ThemeProvider brand="ocean-blue">
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(root).toHaveAttribute('data-lp-brand', 'ocean-blue');

    await act(async () =>
      rerender(
        <ThemeProvider brand={yellow}>
          <ThemeProbe />
        </ThemeProvider>,
      ),
    );
    await screen.findByTestId('theme');
    expect(root).not.toHaveAttribute('data-lp-brand');
    expect(brandStyle()?.textContent).toContain('--lp-color-secondary:');
    expect(probed().brand).toEqual(yellow);

    rerender(
      <ThemeProvider brand="crimson-red">
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(root).toHaveAttribute('data-lp-brand', 'crimson-red');
    expect(brandStyle()).toBeNull();
    expect(probed()).toEqual({ brand: 'crimson-red' });
  });

  it('refuses to be used without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ModeToggle />)).toThrow('useTheme must be used inside <ThemeProvider>');
  });
});
