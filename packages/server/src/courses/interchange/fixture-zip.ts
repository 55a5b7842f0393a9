/** Test helper: a fixture folder zipped in memory, as the tool that made it would have sent it. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync, type Zippable } from 'fflate';

const fixtures = join(import.meta.dirname, 'fixtures');

/** The files of `fixtures/<name>/` (its LICENSE left out) as one zip. */
export function zipFixture(name: string, edit?: (files: Zippable) => void): Uint8Array {
  const root = join(fixtures, name);
  const files: Zippable = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (path !== join(root, 'LICENSE'))
        files[relative(root, path).split('\\').join('/')] = readFileSync(path);
    }
  };
  walk(root);
  edit?.(files);
  return zipSync(files);
}
