import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|map|txt)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Writes a .br (quality 11) and a .gz (level 9) beside every text file of the build, so the
 * server sends compressed files without compressing on each request (@fastify/static's
 * `preCompressed`). Source maps are left as they are: only developers fetch them.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lp-precompress',
    apply: 'build',
    // The browser's files only: the server's render module (dist-ssr) is neither preloaded nor served.
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) continue;
        if (statSync(file).size < MIN_BYTES) continue;
        const body = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
