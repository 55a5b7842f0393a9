import { use } from 'react';

/**
 * The server's reader of first answers: one load per key for the whole render, never
 * rejecting, and the settled values to hand to the browser with the page.
 */
export function createAnswerReader() {
  const loads = new Map<string, Promise<unknown>>();
  const settled = new Map<string, unknown>();
  return {
    useAnswer<T>(key: string, load: () => Promise<T>): T | undefined {
      let pending = loads.get(key);
      if (!pending) {
        pending = load().then(
          (value) => {
            settled.set(key, value);
            return value;
          },
          () => undefined,
        );
        loads.set(key, pending);
      }
      return use(pending) as T | undefined;
    },
    /** The answers the render used, by SWR key: the browser's cache starts with them. */
    settled: () => Object.fromEntries(settled),
  };
}
