import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { builtInBrandThemes } from './brand-themes.generated';
import { ThemeProvider, useTheme } from './theme-provider';

function ModeToggle() {
  const { mode, toggleMode } = useTheme();
  return <button onClick={toggleMode}>{`mode: ${mode}`}</button>;
}

describe('ThemeProvider', () => {
  it('puts the dark class on the document root and removes it again', async () => {
    const onModeChange = vi.fn();
    render(
      <ThemeProvider onModeChange={onModeChange}>
        <ModeToggle />
      </ThemeProvider>,
    );
    expect(document.documentElement).not.toHaveClass('dark');
    await userEvent.click(screen.getByRole('button', { name: 'mode: light' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(onModeChange).toHaveBeenCalledWith('dark');
    await userEvent.click(screen.getByRole('button', { name: 'mode: dark' }));
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('applies a built-in brand at once, without waiting for the engine', () => {
    render(<ThemeProvider brand="forest-green">ready</ThemeProvider>);
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(document.getElementById('lp-brand-theme')?.textContent).toContain(
      `--lp-color-primary:${builtInBrandThemes['forest-green'].light['--lp-color-primary']}`,
    );
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
    await screen.findByText('x', {}, { timeout: 3000 });
    const style = document.getElementById('lp-brand-theme');
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

  it('refuses to be used without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ModeToggle />)).toThrow('useTheme must be used inside <ThemeProvider>');
  });
});
