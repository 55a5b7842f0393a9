import type { ReactNode } from 'react';

// A character no message holds: it marks where the argument lands in the formatted text.
const MARK = '\u2063';

/**
 * A message with one argument shown as an element, such as the e-mail address in bold:
 * `format` formats the message with the given marker as that argument, and the element takes the
 * marker's place, so each language keeps its own word order around it (issue 34).
 */
export function withElement(format: (marker: string) => string, element: ReactNode): ReactNode {
  const [before = '', ...after] = format(MARK).split(MARK);
  return (
    <>
      {before}
      {element}
      {after.join('')}
    </>
  );
}
