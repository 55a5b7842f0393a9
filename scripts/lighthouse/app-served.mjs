// Whether the app server still serves the files its index.html asks for.
import { assetPaths } from './figures.mjs';

/**
 * The server only serves the asset files it found when it started (@fastify/static without
 * wildcard routes); any other build of the app replaces them, after which every asset is
 * answered with index.html and the page stays blank (Lighthouse: NO_FCP). Say so plainly.
 * @param {string} url the page to measure (the server answers it with the app's index.html)
 */
export async function checkAppServed(url) {
  const html = await (await fetch(url)).text();
  const broken = [];
  for (const asset of assetPaths(html)) {
    const response = await fetch(new URL(asset, url));
    await response.arrayBuffer();
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || type.startsWith('text/html')) broken.push(asset);
  }
  if (broken.length > 0) {
    throw new Error(
      `the server does not serve ${broken.join(', ')}: packages/app/dist was rebuilt after it ` +
        'started (another build of the app ran). Run again with nothing else building the app.',
    );
  }
}
