/**
 * The built files of the routes a page matched, from the app's build manifest
 * (`.vite/manifest.json`): the server render names the source modules of the routes its
 * router matched (`routeModules`), and their files, with everything they import statically
 * beyond the entry, are preloaded by the page. Nothing here knows the app's routes.
 */
export const MANIFEST_FILE = '.vite/manifest.json';

/** The part of a Vite manifest entry this reads. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A built file name: under assets/, no quotes or markup (it goes into an attribute). */
const BUILT_FILE = /^assets\/[\w.-]+\.js$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The build's manifest, checked (it is read from disk: a hand-edited or truncated one must
 * not put anything odd into a page). Only its JavaScript chunks are kept; null when it is not
 * the shape Vite writes.
 */
export function parseManifest(value: unknown): Manifest | null {
  if (!isRecord(value)) return null;
  const manifest: Manifest = {};
  for (const [key, chunk] of Object.entries(value)) {
    if (!isRecord(chunk) || typeof chunk.file !== 'string') return null;
    if (!BUILT_FILE.test(chunk.file)) continue;
    const imports = Array.isArray(chunk.imports)
      ? chunk.imports.filter((name): name is string => typeof name === 'string')
      : [];
    manifest[key] = { file: chunk.file, imports };
  }
  return manifest;
}

/** The keys of a module and of everything it imports statically. */
function staticClosure(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The entry's key in the manifest: the app's index.html. */
const ENTRY = 'index.html';

/**
 * The built files the modules need beyond what the entry loads, imports first. An id the
 * manifest does not know (a module the build inlined into another chunk) adds nothing.
 */
export function filesOfModules(manifest: Manifest, ids: readonly string[]): string[] {
  const entry = staticClosure(manifest, ENTRY, new Set());
  const needed = new Set<string>();
  for (const id of ids) staticClosure(manifest, id, needed);
  return [...needed].filter((key) => !entry.has(key)).map((key) => manifest[key]!.file);
}
