import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@tailwindcss/node';
import { describe, expect, it } from 'vitest';

const stylesDir = path.join(import.meta.dirname, '../packages/ui/src/styles');

async function buildCss(candidates: string[]) {
  const css = await readFile(path.join(stylesDir, 'global.css'), 'utf8');
  const compiler = await compile(css, { base: stylesDir, onDependency() {} });
  return compiler.build(candidates);
}

describe('the Tailwind bridge of the tokens', () => {
  it('turns semantic roles into utilities that read the token variables', async () => {
    const css = await buildCss([
      'bg-primary',
      'text-on-primary',
      'text-text-muted',
      'border-border',
      'z-toast',
    ]);
    expect(css).toMatch(/\.bg-primary\s*\{\s*background-color: var\(--lp-color-primary\)/);
    expect(css).toMatch(/\.text-on-primary\s*\{\s*color: var\(--lp-color-on-primary\)/);
    expect(css).toMatch(/\.text-text-muted\s*\{\s*color: var\(--lp-color-text-muted\)/);
    expect(css).toMatch(/\.z-toast\s*\{\s*z-index: var\(--lp-z-toast\)/);
  });

  it('defines the token variables for light on :root and dark on .dark', async () => {
    const css = await buildCss([]);
    expect(css).toMatch(/:root\s*\{[^}]*--lp-color-surface: #ffffff/);
    expect(css).toMatch(/\.dark\s*\{[^}]*--lp-color-surface: #0b0f17/);
  });

  it('has no raw palette: a default Tailwind colour class generates nothing', async () => {
    const css = await buildCss(['bg-red-500', 'text-blue-600']);
    expect(css).not.toContain('.bg-red-500');
    expect(css).not.toContain('.text-blue-600');
  });

  it('uses the token breakpoints', async () => {
    const css = await buildCss(['md:flex', 'lg:grid']);
    expect(css).toContain('width >= 768px');
    expect(css).toContain('width >= 1024px');
  });
});
