import type { Plugin } from 'vite';

/**
 * For the language projects (every story in Arabic and in the pseudo-locale): each story
 * renders and gets the full axe run, without its play function. Play functions find elements
 * by their English names; the English project runs them, and `stories-rtl` runs them right to
 * left. A story file's exported stories lose `play` as the file loads.
 */
export function renderOnly(): Plugin {
  return {
    name: 'lp-stories-render-only',
    enforce: 'post',
    transform(code, id) {
      if (!/\.stories\.tsx?$/.test(id.split('?')[0] ?? '')) return null;
      const names = [...code.matchAll(/^export const (\w+)\b/gm)].map((match) => match[1]);
      const meta = /^export default (\w+)/m.exec(code)?.[1];
      const all = [...names, ...(meta ? [meta] : [])];
      if (all.length === 0) return null;
      return {
        code: `${code}\nfor (const s of [${all.join(', ')}]) if (s && typeof s === 'object' && 'play' in s) delete s.play;\n`,
        map: null,
      };
    },
  };
}
