import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy/waitFor wait for what a test awaits (a lazily imported schema, a route's lazy screen
// compiled on first visit), never a clock the component reads. Under a busy two-core CI machine
// a route's first visit has taken more than 5 s, so no test sets a shorter wait of its own; a
// passing test returns as soon as its condition holds, so the headroom costs nothing.
configure({ asyncUtilTimeout: 30_000 });

// jsdom lacks a few browser APIs that Radix, cmdk and virtual lists call. These are
// inert stand-ins so components mount; behaviour that needs real layout is tested
// in the browser story tests instead.
class InertResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= InertResizeObserver as unknown as typeof ResizeObserver;

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.scrollTo ??= function scrollTo() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
