import { Link, cn } from '@lp/ui';
import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx/react';
import type { ComponentProps } from 'react';

/**
 * Whether a link or image address may be rendered: http(s) and relative addresses only.
 * Anything with another scheme (javascript:, data:, vbscript:, mailto:...) is refused.
 */
export function isSafeUrl(url: string | undefined | null): url is string {
  if (!url) return false;
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"), so we do too.
  // eslint-disable-next-line no-control-regex -- the control characters are the point
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, '');
  if (compact.startsWith('//')) return true; // protocol-relative: the page's own http(s)
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return true;
  const name = scheme[1]!.toLowerCase();
  return name === 'http' || name === 'https';
}

function SafeLink({ href, title, children }: ComponentProps<'a'>) {
  if (!isSafeUrl(href)) return <span data-slot="lesson-markdown-unsafe-link">{children}</span>;
  return (
    // A lesson's own in-app link goes through the router; other sites are left to the browser.
    <Link
      href={href}
      title={title}
      className="font-medium text-primary-text underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {children}
    </Link>
  );
}

function SafeImage({ src, alt, title }: ComponentProps<'img'>) {
  if (typeof src !== 'string' || !isSafeUrl(src)) return alt ? <span>{alt}</span> : null;
  return <img src={src} alt={alt ?? ''} title={title} className="max-w-full rounded-md" />;
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
const headingSizes = ['text-xl', 'text-lg', 'text-base', 'text-base', 'text-sm', 'text-sm'];

/** A markdown heading moved down the outline: with the lesson title an h2, markdown's h1 becomes an h3. */
function shiftedHeading(level: number, size: string) {
  const Tag = `h${Math.min(level, 6)}` as HeadingTag;
  // The generated `id` is dropped: slugs of lesson text could collide with ids of the page.
  return function ShiftedHeading({ children }: ComponentProps<'h1'>) {
    return <Tag className={cn('mt-4 font-semibold text-text first:mt-0', size)}>{children}</Tag>;
  };
}

const elementOverrides: MarkdownToJSX.Overrides = {
  p: { component: 'p', props: { className: 'leading-7' } },
  ul: { component: 'ul', props: { className: 'list-disc space-y-1 ps-6' } },
  ol: { component: 'ol', props: { className: 'list-decimal space-y-1 ps-6' } },
  li: { component: 'li', props: { className: 'leading-7' } },
  blockquote: {
    component: 'blockquote',
    props: { className: 'border-s-4 border-border-strong ps-4 text-text-muted italic' },
  },
  code: {
    component: 'code',
    props: { className: 'rounded-sm bg-surface-sunken px-1 py-0.5 font-mono text-[0.9em]' },
  },
  pre: {
    component: 'pre',
    props: {
      // Scrollable code blocks must be reachable by keyboard (axe: scrollable-region-focusable).
      tabIndex: 0,
      className:
        'overflow-x-auto rounded-md border border-border bg-surface-sunken p-3 font-mono text-sm focus-visible:outline-2 focus-visible:outline-ring [&_code]:bg-transparent [&_code]:p-0',
    },
  },
  hr: { component: 'hr', props: { className: 'border-border' } },
  table: {
    component: 'table',
    props: {
      className:
        'w-full border-collapse text-sm [&_td]:border [&_td]:border-border [&_td]:p-2 [&_th]:border [&_th]:border-border [&_th]:p-2 [&_th]:text-start',
    },
  },
  a: SafeLink,
  img: SafeImage,
};

/** The level markdown's `# heading` takes: one below the lesson title. */
export type MarkdownBaseLevel = 2 | 3;

function optionsFor(baseLevel: MarkdownBaseLevel): MarkdownToJSX.Options {
  const headings: MarkdownToJSX.Overrides = {};
  headingSizes.forEach((size, i) => {
    headings[`h${i + 1}`] = shiftedHeading(baseLevel + i, size);
  });
  return {
    // No raw HTML ever becomes an element: `<script>` or `<img onerror>` in a lesson shows as text.
    disableParsingRawHTML: true,
    forceBlock: true,
    wrapper: 'div',
    overrides: { ...elementOverrides, ...headings },
  };
}

const optionsByLevel: Record<MarkdownBaseLevel, MarkdownToJSX.Options> = {
  2: optionsFor(2),
  3: optionsFor(3),
};

export interface LessonMarkdownProps {
  /** The lesson's markdown. */
  children: string;
  /** The heading level of markdown's h1 (h2 becomes the next, and so on, up to h6). @default 3 */
  baseLevel?: MarkdownBaseLevel;
  className?: string;
}

/** The text lesson's body: simple markdown, rendered safely with the product's styles. */
export function LessonMarkdown({ children, baseLevel = 3, className }: LessonMarkdownProps) {
  return (
    <Markdown
      data-slot="lesson-markdown"
      className={cn('grid gap-3 text-base text-text', className)}
      options={optionsByLevel[baseLevel]}
    >
      {children}
    </Markdown>
  );
}
