/** The id of the `<script type="application/json">` the server writes a page's first answers into. */
export const EMBEDDED_ANSWERS_ID = 'lp-answers';

/**
 * The API answers the server wrote into the page (server/src/web/page-answers.ts; decision
 * 0017), by API path: the bodies its own GETs would have received, each handed out once so
 * that any later read of the same path goes to the network and is fresh.
 */
export interface EmbeddedAnswers {
  /** The body for `path`, once; undefined when there is none (left). */
  take(path: string): unknown;
}

/**
 * Reads the page's answers. A page without them (static hosting, a signed-out visit) or with
 * text that is not a JSON object gives none: the app then asks the API as usual.
 */
export function readEmbeddedAnswers(
  doc: Document | undefined = globalThis.document,
): EmbeddedAnswers {
  const element = doc?.getElementById(EMBEDDED_ANSWERS_ID);
  element?.remove(); // read once; a later render has no use for a stale copy
  let answers: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(element?.textContent || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) answers = { ...parsed };
  } catch {
    console.warn(`#${EMBEDDED_ANSWERS_ID} is not JSON; asking the API instead`);
  }
  return {
    take(path) {
      if (!Object.hasOwn(answers, path)) return undefined;
      const body = answers[path];
      delete answers[path];
      return body;
    },
  };
}
