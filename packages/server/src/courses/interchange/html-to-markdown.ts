/**
 * A cartridge's HTML page as a text lesson's Markdown. The HTML is sanitized first (sanitize-html:
 * an allow-list, so `<script>`, event handlers, `javascript:` addresses, iframes and styles are
 * gone), then converted with turndown to the Markdown the lesson player's renderer reads
 * (markdown-to-jsx with raw HTML off: headings, paragraphs, lists, emphasis, links, images, code,
 * quotes, rules and GFM tables).
 *
 * What cannot come along is counted, so the importer can report it: images stored inside the
 * cartridge (we import no lesson files) and embedded frames.
 */
import sanitizeHtml from 'sanitize-html';
import TurndownService from 'turndown';

export interface ConvertedHtml {
  markdown: string;
  /** Images whose file is inside the cartridge: replaced by their alt text. */
  localImages: number;
  /** `<iframe>`, `<object>` and `<embed>` elements, removed; their addresses for the report. */
  frames: string[];
}

const allowedTags = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'strong',
  'b',
  'em',
  'i',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'del',
  's',
  'div',
  'span',
  'sub',
  'sup',
];

const frameTags = new Set(['iframe', 'object', 'embed', 'frame', 'frameset']);

function isWebAddress(url: string | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\//i.test(url.trim());
}

const turndown = new TurndownService({
  headingStyle: 'atx',
  codeBlockStyle: 'fenced',
  bulletListMarker: '-',
  emDelimiter: '*',
  hr: '---',
});
turndown.addRule('strikethrough', {
  filter: ['del', 's'],
  replacement: (content) => `~~${content}~~`,
});
// turndown's core has no tables; the player's renderer reads GFM pipe tables.
turndown.addRule('tableCell', {
  filter: ['th', 'td'],
  replacement: (content) => ` ${content.replace(/\n+/g, ' ').replace(/\|/g, '\\|').trim()} |`,
});
turndown.addRule('tableRow', {
  filter: 'tr',
  replacement: (content, node) => {
    const row = `|${content}\n`;
    const element = node as HTMLTableRowElement;
    // The table's first row is its header row: GFM needs one, HTML tables often have none.
    if (element.closest('table')?.querySelector('tr') !== element) return row;
    const cells = element.querySelectorAll('th, td').length;
    return `\n${row}|${' --- |'.repeat(cells)}\n`;
  },
});
turndown.addRule('table', {
  filter: 'table',
  replacement: (content) => `\n\n${content.trim()}\n\n`,
});
// Sections add nothing: a blank line between head and body rows would end the GFM table.
turndown.addRule('tableSection', {
  filter: ['thead', 'tbody', 'tfoot'],
  replacement: (content) => content,
});
// A caption becomes a paragraph before the table (GFM tables have no caption).
turndown.addRule('tableCaption', {
  filter: 'caption',
  replacement: (content) => `${content}\n\n`,
});

/** Sanitizes and converts one HTML page (or fragment). */
export function htmlToMarkdown(html: string): ConvertedHtml {
  let localImages = 0;
  const frames: string[] = [];
  const clean = sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'title'],
      th: ['colspan'],
      td: ['colspan'],
    },
    allowedSchemes: ['http', 'https'],
    allowProtocolRelative: false,
    // Their text is not lesson text: dropped whole rather than left as loose words.
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'noscript',
      'title',
      'head',
      'iframe',
      'object',
    ],
    transformTags: {
      // A link into the cartridge ($IMS-CC-FILEBASE$, Canvas's $WIKI_REFERENCE$) or with any other
      // scheme leads nowhere once imported: its text stays, without the link.
      a: (tagName, attribs) =>
        isWebAddress(attribs.href) ? { tagName, attribs } : { tagName: 'span', attribs: {} },
      img: (tagName, attribs) => {
        if (isWebAddress(attribs.src)) return { tagName, attribs };
        localImages += 1;
        return { tagName: 'em', attribs: {}, text: attribs.alt?.trim() ?? '' };
      },
    },
    // Frames are not allowed, so they are dropped; their addresses are noted for the report.
    onOpenTag: (tagName, attribs) => {
      if (frameTags.has(tagName)) frames.push(attribs.src ?? attribs.data ?? '');
    },
  });
  const markdown = turndown
    .turndown(clean)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { markdown, localImages, frames };
}

/** The plain text of an HTML fragment (a quiz question or option): no markup, spaces folded. */
export function htmlToPlainText(html: string): { text: string; localImages: number } {
  const images = (html.match(/<img\b/gi) ?? []).length;
  const text = sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'noscript', 'title'],
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return { text, localImages: images };
}
