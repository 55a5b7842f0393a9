// Things to stop on the way out (browser, servers, temporary folders), newest first, also on
// Ctrl-C.

/** @type {Array<() => unknown>} */
const cleanups = [];
/** @type {Promise<void> | null} */
let cleaning = null;

/** @param {() => unknown} cleanup */
export function onCleanUp(cleanup) {
  cleanups.push(cleanup);
}

/** Runs the clean-ups once, newest first; a second caller (Ctrl-C during the run) waits for the same. */
export function cleanUp() {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      try {
        await cleanups.pop()();
      } catch (error) {
        console.error('clean-up:', error);
      }
    }
  })();
  return cleaning;
}
