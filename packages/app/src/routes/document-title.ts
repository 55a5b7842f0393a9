import { createContext } from 'react';

/**
 * How the server's render learns the page's title: `useDocumentTitle` names the document in an
 * effect, which a server render never runs, so there it hands the title to this function and
 * the server puts it in the first HTML's `<title>` (the text the browser sets after hydrating).
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);
