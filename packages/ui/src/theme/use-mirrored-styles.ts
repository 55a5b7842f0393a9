import { useEffect } from 'react';

// The page's own brand style (written by ThemeProvider) stays out: the frame has its own brand.
const SKIPPED_IDS = new Set(['lp-brand-theme']);

const isStyleSource = (node: Node): node is HTMLLinkElement | HTMLStyleElement =>
  (node instanceof HTMLStyleElement ||
    (node instanceof HTMLLinkElement && node.rel === 'stylesheet')) &&
  !SKIPPED_IDS.has(node.id);

/**
 * Keeps copies of the page's `<link rel=stylesheet>` and `<style>` elements in `target`'s head,
 * in the page's order and before anything the frame adds itself. A MutationObserver follows the
 * page: Vite's dev server adds, replaces and edits `<style>` elements as modules load and update.
 */
export function useMirroredStyles(target: Document | null) {
  useEffect(() => {
    if (!target) return;
    const source = document.head;
    const copies = new Map<Node, Node>();
    const sync = () => {
      const wanted = Array.from(source.querySelectorAll('link, style')).filter(isStyleSource);
      for (const [original, copy] of copies) {
        if (!wanted.includes(original as HTMLStyleElement)) {
          copy.parentNode?.removeChild(copy);
          copies.delete(original);
        }
      }
      // Insert before the first node the frame owns, so its own brand style stays last.
      const anchor =
        Array.from(target.head.childNodes).find(
          (node) => !Array.from(copies.values()).includes(node),
        ) ?? null;
      for (const original of wanted) {
        const existing = copies.get(original);
        if (existing && existing.textContent === original.textContent) {
          target.head.insertBefore(existing, anchor);
          continue;
        }
        const copy = target.importNode(original, true);
        if (existing) existing.parentNode?.removeChild(existing);
        copies.set(original, copy);
        target.head.insertBefore(copy, anchor);
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(source, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      for (const copy of copies.values()) copy.parentNode?.removeChild(copy);
    };
  }, [target]);
}
