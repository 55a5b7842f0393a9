import { describe, expect, it } from 'vitest';
import { filesOfModules, parseManifest, type Manifest } from './manifest-preloads';

/**
 * The shape of the app's `.vite/manifest.json`: the entry (index.html) imports the runtime,
 * React and the app's core statically; the dashboard's screen and loader share a chunk of
 * data code; the calendar imports the dashboard's screen (a chunk already named by another
 * route) and, dynamically only, a chunk the page does not need at once.
 */
const BUILT_MANIFEST = {
  'index.html': {
    file: 'assets/index-abc.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_runtime-abc.js', '_app-core-abc.js', '_react-vendor-abc.js'],
    dynamicImports: ['src/data/hydrated-cache.tsx'],
    css: ['assets/index-abc.css'],
  },
  '_runtime-abc.js': { file: 'assets/runtime-abc.js' },
  '_react-vendor-abc.js': { file: 'assets/react-vendor-abc.js' },
  '_app-core-abc.js': { file: 'assets/app-core-abc.js', imports: ['_react-vendor-abc.js'] },
  '_data-abc.js': { file: 'assets/data-abc.js', imports: ['_app-core-abc.js'] },
  'src/data/hydrated-cache.tsx': { file: 'assets/hydrated-cache-abc.js', isDynamicEntry: true },
  'src/screens/dashboard/dashboard-screen.tsx': {
    file: 'assets/dashboard-screen-abc.js',
    isDynamicEntry: true,
    imports: ['_react-vendor-abc.js', '_data-abc.js'],
  },
  'src/screens/learner-home.loaders.ts': {
    file: 'assets/learner-home.loaders-abc.js',
    isDynamicEntry: true,
    imports: ['_data-abc.js'],
  },
  'src/screens/calendar/calendar-screen.tsx': {
    file: 'assets/calendar-screen-abc.js',
    isDynamicEntry: true,
    imports: ['src/screens/dashboard/dashboard-screen.tsx'],
    dynamicImports: ['src/screens/calendar/event-dialog.tsx'],
  },
  'src/screens/calendar/event-dialog.tsx': {
    file: 'assets/event-dialog-abc.js',
    isDynamicEntry: true,
  },
  '../../node_modules/@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2': {
    file: 'assets/dm-sans-latin-wght-normal-abc.woff2',
  },
  'src/styles/index.css': { file: 'assets/index-abc.css', src: 'src/styles/index.css' },
};

const manifest = parseManifest(BUILT_MANIFEST)!;
const sorted = (files: string[]) => [...files].sort();

describe('the build manifest, read from disk', () => {
  it('keeps the JavaScript chunks with their static imports, not the fonts and stylesheets', () => {
    expect(Object.keys(manifest).sort()).toEqual(
      [
        'index.html',
        '_runtime-abc.js',
        '_react-vendor-abc.js',
        '_app-core-abc.js',
        '_data-abc.js',
        'src/data/hydrated-cache.tsx',
        'src/screens/dashboard/dashboard-screen.tsx',
        'src/screens/learner-home.loaders.ts',
        'src/screens/calendar/calendar-screen.tsx',
        'src/screens/calendar/event-dialog.tsx',
      ].sort(),
    );
    // Only what this reads: the file and its static imports (an empty list where it has none).
    expect(manifest['index.html']).toEqual({
      file: 'assets/index-abc.js',
      imports: ['_runtime-abc.js', '_app-core-abc.js', '_react-vendor-abc.js'],
    });
    expect(manifest['_runtime-abc.js']).toEqual({ file: 'assets/runtime-abc.js', imports: [] });
  });

  it('is null when it is not the shape Vite writes', () => {
    for (const value of [null, 'manifest', 42, [], [{ file: 'assets/a.js' }]])
      expect(parseManifest(value), JSON.stringify(value)).toBeNull();
    // One entry without a file name spoils the whole file (truncated, hand-edited).
    expect(parseManifest({ ...BUILT_MANIFEST, 'src/x.ts': { imports: [] } })).toBeNull();
    expect(parseManifest({ ...BUILT_MANIFEST, 'src/x.ts': { file: 7 } })).toBeNull();
    expect(parseManifest({ ...BUILT_MANIFEST, 'src/x.ts': 'assets/x.js' })).toBeNull();
    expect(parseManifest({})).toEqual({});
  });

  it('drops a file name that could write anything but a file of assets/ into a page', () => {
    const hostile = parseManifest({
      'src/a.tsx': { file: 'assets/a"><script>alert(1)</script>.js' },
      'src/b.tsx': { file: '../../etc/passwd.js' },
      'src/c.tsx': { file: 'https://cdn.example/c.js' },
      'src/d.tsx': { file: '/assets/d.js' },
      'src/e.tsx': { file: 'assets/sub/e.js' },
      'src/f.tsx': { file: 'assets/f-abc.js', imports: ['src/a.tsx', 3, null, 'src/g.tsx'] },
    })!;
    expect(hostile).toEqual({
      'src/f.tsx': { file: 'assets/f-abc.js', imports: ['src/a.tsx', 'src/g.tsx'] },
    });
    // An import of a dropped (or unknown) chunk adds nothing.
    expect(filesOfModules(hostile, ['src/f.tsx'])).toEqual(['assets/f-abc.js']);
  });
});

describe('the files of the routes a page matched', () => {
  it('are the route modules and what they import statically, beyond the entry’s own', () => {
    const files = filesOfModules(manifest, [
      'src/screens/dashboard/dashboard-screen.tsx',
      'src/screens/learner-home.loaders.ts',
    ]);
    // React and the app's core come with the entry; the shared data chunk is named once.
    expect(sorted(files)).toEqual([
      'assets/dashboard-screen-abc.js',
      'assets/data-abc.js',
      'assets/learner-home.loaders-abc.js',
    ]);
    expect(new Set(files).size).toBe(files.length);
  });

  it('follow static imports through other route modules but never dynamic ones', () => {
    const files = filesOfModules(manifest, ['src/screens/calendar/calendar-screen.tsx']);
    expect(sorted(files)).toEqual([
      'assets/calendar-screen-abc.js',
      'assets/dashboard-screen-abc.js',
      'assets/data-abc.js',
    ]);
    expect(files).not.toContain('assets/event-dialog-abc.js');
  });

  it('add nothing for a module the manifest does not know or the entry already loads', () => {
    expect(filesOfModules(manifest, [])).toEqual([]);
    // A module the build inlined into another chunk has no entry of its own.
    expect(filesOfModules(manifest, ['src/routes/inlined.ts'])).toEqual([]);
    expect(filesOfModules(manifest, ['index.html', '_app-core-abc.js'])).toEqual([]);
    // The entry's dynamic import is not the entry's: a route that names it preloads it.
    expect(filesOfModules(manifest, ['src/data/hydrated-cache.tsx'])).toEqual([
      'assets/hydrated-cache-abc.js',
    ]);
  });

  it('end for imports that go round in a circle', () => {
    const circular: Manifest = {
      'index.html': { file: 'assets/index-abc.js', imports: [] },
      'src/a.tsx': { file: 'assets/a-abc.js', imports: ['_b.js'] },
      '_b.js': { file: 'assets/b-abc.js', imports: ['src/a.tsx'] },
    };
    expect(sorted(filesOfModules(circular, ['src/a.tsx', '_b.js']))).toEqual([
      'assets/a-abc.js',
      'assets/b-abc.js',
    ]);
  });

  it('are every route file for a build whose manifest has no entry', () => {
    const { 'index.html': _entry, ...withoutEntry } = manifest;
    expect(sorted(filesOfModules(withoutEntry, ['src/screens/learner-home.loaders.ts']))).toEqual([
      'assets/app-core-abc.js',
      'assets/data-abc.js',
      'assets/learner-home.loaders-abc.js',
      'assets/react-vendor-abc.js',
    ]);
  });
});
