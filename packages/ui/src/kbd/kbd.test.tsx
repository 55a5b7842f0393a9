import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Kbd, keyLabel } from './kbd';
import * as esKbd from '@lp/locales/es/ui-kbd';
import { I18nProvider } from '../i18n';

describe('Kbd', () => {
  it('draws the Mod key as ⌘ on Apple devices and Ctrl elsewhere', () => {
    expect(keyLabel('Mod', 'mac')).toEqual({ glyph: '⌘', spoken: 'Command' });
    expect(keyLabel('Mod', 'other')).toEqual({ glyph: 'Ctrl', spoken: 'Control' });
    expect(keyLabel('k', 'mac')).toEqual({ glyph: 'K', spoken: 'K' });
  });

  it('speaks the shortcut in words while showing symbols', () => {
    const { container } = render(<Kbd keys={['Mod', 'K']} platform="mac" />);
    const shortcut = container.querySelector('[data-slot="kbd"]');
    expect(shortcut).toHaveAttribute('data-platform', 'mac');
    expect(screen.getByText('⌘')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Command')).toHaveClass('sr-only');
    expect(container.querySelectorAll('[data-slot="kbd-key"]')).toHaveLength(2);
  });

  it('shows Ctrl on other platforms', () => {
    render(<Kbd keys={['Mod', 'B']} platform="other" />);
    expect(screen.getByText('Ctrl')).toBeInTheDocument();
    expect(screen.getAllByText('B')).toHaveLength(2);
  });
});

describe('Kbd in another language', () => {
  it('speaks the key names in the page language', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esKbd.id, esKbd.default]]) }}>
        <Kbd keys={['Shift', 'ArrowLeft']} platform="other" />
      </I18nProvider>,
    );
    expect(screen.getByText('Mayús')).toHaveClass('sr-only');
    expect(screen.getByText('Flecha izquierda')).toHaveClass('sr-only');
  });
});
