/** The toolbar's Markdown marks. */
export type MarkdownFormat = 'bold' | 'italic' | 'heading' | 'list' | 'link';

/** Text with a selection (start and end offsets), as a textarea holds it. */
export interface TextSelection {
  text: string;
  start: number;
  end: number;
}

const wrappers: Partial<Record<MarkdownFormat, [string, string]>> = {
  bold: ['**', '**'],
  italic: ['_', '_'],
};

const linePrefixes: Partial<Record<MarkdownFormat, string>> = {
  heading: '## ',
  list: '- ',
};

/**
 * Applies a toolbar mark to the selection: bold and italic wrap it, a link makes it the link's
 * text, a heading or a list marks the start of every selected line. The new selection covers
 * the same words, so marks can be combined.
 */
export function applyMarkdownFormat(
  { text, start, end }: TextSelection,
  format: MarkdownFormat,
): TextSelection {
  const selected = text.slice(start, end);
  const wrapper = wrappers[format];
  if (wrapper) {
    const [open, close] = wrapper;
    return {
      text: text.slice(0, start) + open + selected + close + text.slice(end),
      start: start + open.length,
      end: end + open.length,
    };
  }
  if (format === 'link') {
    const link = `[${selected}](https://)`;
    return {
      text: text.slice(0, start) + link + text.slice(end),
      start: start + 1,
      end: end + 1,
    };
  }
  const prefix = linePrefixes[format] ?? '';
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lines = text.slice(lineStart, end).split('\n');
  const marked = lines.map((line) => prefix + line).join('\n');
  return {
    text: text.slice(0, lineStart) + marked + text.slice(end),
    start: start + prefix.length,
    end: end + prefix.length * lines.length,
  };
}
