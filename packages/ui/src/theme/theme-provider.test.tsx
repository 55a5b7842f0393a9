import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  it('writes the brand colours into one style element and replaces them live', () => {
    const { rerender } = render(
      <ThemeProvider brand={{ primary: '#1d4ed8', secondary: '#1d4ed8', accent: '#1d4ed8' }}>
        x
      </ThemeProvider>,
    );
    const style = document.getElementById('lp-brand-theme');
    expect(style?.textContent).toContain('--lp-color-primary:#1d4ed8');
    act(() =>
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
