import { describe, expect, it } from 'vitest';
import { tokenRows } from './token-rows';

describe('tokenRows', () => {
  it('flattens a nested group depth first, naming each leaf as tokens.css does', () => {
    const rows = tokenRows(
      { panel: { left: { default: 320, min: 250 } }, header: { height: 84 } },
      'size',
      'px',
    );
    expect(rows).toEqual([
      {
        path: 'panel.left.default',
        cssVar: '--lp-size-panel-left-default',
        value: 320,
        css: '320px',
      },
      { path: 'panel.left.min', cssVar: '--lp-size-panel-left-min', value: 250, css: '250px' },
      { path: 'header.height', cssVar: '--lp-size-header-height', value: 84, css: '84px' },
    ]);
  });

  it('writes a unitless number bare and keeps a text value as it is', () => {
    expect(tokenRows({ modal: 50 }, 'z')[0]!.css).toBe('50');
    expect(tokenRows({ standard: 'cubic-bezier(0.2, 0, 0, 1)' }, 'motion-easing')[0]).toMatchObject(
      {
        cssVar: '--lp-motion-easing-standard',
        css: 'cubic-bezier(0.2, 0, 0, 1)',
      },
    );
  });

  it('writes a font stack as CSS does, quoting family names with spaces', () => {
    const [row] = tokenRows(
      { inter: ['Inter Variable', 'Inter', 'system-ui', 'sans-serif'] },
      'font-family',
    );
    expect(row).toMatchObject({
      cssVar: '--lp-font-family-inter',
      css: "'Inter Variable', Inter, system-ui, sans-serif",
    });
  });
});
