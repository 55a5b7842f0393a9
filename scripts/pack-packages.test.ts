import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without type declarations
import { publishedManifest, PUBLISHED_PACKAGES } from './pack-packages.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const manifestOf = (dir: string) =>
  JSON.parse(readFileSync(path.join(repo, dir, 'package.json'), 'utf8'));
const versions = { '@lp/tokens': '0.1.0', '@lp/contract': '0.1.0', '@lp/ui': '0.1.0' };

describe('the published package.json (pack-packages)', () => {
  const ui = publishedManifest(manifestOf('packages/ui'), versions);

  it('names the built files: publishConfig.exports becomes exports', () => {
    expect(ui.exports['.']).toEqual({ types: './dist/index.d.ts', import: './dist/index.js' });
    expect(ui.exports['./styles.css']).toBe('./dist/styles.css');
    expect(ui.exports['./*']).toEqual({
      types: './dist/*/index.d.ts',
      import: './dist/*/index.js',
    });
  });

  it('is publishable and carries nothing of the workspace', () => {
    for (const field of ['private', 'publishConfig', 'scripts', 'devDependencies']) {
      expect(ui).not.toHaveProperty(field);
    }
  });

  it('leaves React to the app as a peer dependency', () => {
    expect(ui.dependencies).not.toHaveProperty('react');
    expect(ui.dependencies).not.toHaveProperty('react-dom');
    expect(ui.peerDependencies).toEqual({ react: '^19.0.0', 'react-dom': '^19.0.0' });
  });

  it('depends on its siblings by a caret range of their versions', () => {
    const patterns = publishedManifest(manifestOf('packages/patterns'), versions);
    expect(patterns.dependencies['@lp/ui']).toBe('^0.1.0');
    expect(patterns.dependencies['@lp/contract']).toBe('^0.1.0');
  });

  it('points every published package at dist/ only, with its README and licence', () => {
    for (const { dir } of PUBLISHED_PACKAGES as { dir: string }[]) {
      const published = publishedManifest(manifestOf(dir), versions);
      const targets = JSON.stringify(published.exports);
      expect(targets, dir).not.toMatch(/\.\/(src|build)\//);
      expect(published.files, dir).toEqual(['dist', 'README.md', 'LICENSE', 'CHANGELOG.md']);
      expect(published.license, dir).toBe('MIT');
    }
  });
});
