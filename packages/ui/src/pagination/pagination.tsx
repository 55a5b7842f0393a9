import type { ComponentProps, ReactNode } from 'react';
import * as paginationMessages from '@lp/locales/en/ui-pagination';
import { Button } from '../button';
import { useMessages } from '../i18n';
import { cn } from '../lib/cn';

/** The gap between page numbers: a symbol, hidden from screen readers. */
const ELLIPSIS = '…';

/** A page number to show, or a gap between page numbers. */
export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page numbers to show: always the first and last page, the current page with `siblings`
 * on each side, and a gap where pages are left out. A gap never hides a single page.
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  // first + last + current + siblings + two gaps
  const slots = siblings * 2 + 5;
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, pageCount);
  const showStartGap = left > 3;
  const showEndGap = right < pageCount - 2;
  if (!showStartGap) {
    const count = siblings * 2 + 3;
    return [...Array.from({ length: count }, (_, i) => i + 1), 'ellipsis-end', pageCount];
  }
  if (!showEndGap) {
    const count = siblings * 2 + 3;
    return [
      1,
      'ellipsis-start',
      ...Array.from({ length: count }, (_, i) => pageCount - count + 1 + i),
    ];
  }
  return [
    1,
    'ellipsis-start',
    ...Array.from({ length: right - left + 1 }, (_, i) => left + i),
    'ellipsis-end',
    pageCount,
  ];
}

export interface PaginationProps extends Omit<ComponentProps<'nav'>, 'onChange'> {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** Called with the page to go to. */
  onPageChange?: (page: number) => void;
  /**
   * The address of a page: the controls become links, so paging works before the script has
   * run and each page can be linked to. The unavailable previous or next stays a disabled button.
   */
  pageHref?: (page: number) => string;
  /** Pages shown on each side of the current one. @default 1 */
  siblings?: number;
  /** A summary before the controls, e.g. 'Showing 1 to 10 of 57 users'. */
  summary?: ReactNode;
  /** The landmark's name. @default 'Pagination' */
  label?: string;
  /** The previous button's text. @default 'Previous' */
  previousLabel?: string;
  /** The next button's text. @default 'Next' */
  nextLabel?: string;
  /** How a page button is named, for screen readers. @default (page) => `Page ${page}` */
  pageLabel?: (page: number) => string;
}

/** Moves through pages of a list or table: previous, page numbers and next, with the current page marked. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  pageHref,
  siblings = 1,
  summary,
  className,
  ...allProps
}: PaginationProps) {
  const text = useMessages(paginationMessages);
  const {
    label = text.label,
    previousLabel = text.previousLabel,
    nextLabel = text.nextLabel,
    pageLabel = (n: number) => text.pageLabel({ page: n }),
    ...props
  } = allProps;
  const items = paginationRange(page, pageCount, siblings);
  const hrefOf = (target: number, available = true) =>
    pageHref && available ? pageHref(target) : undefined;
  return (
    <nav
      data-slot="pagination"
      aria-label={label}
      className={cn('flex flex-wrap items-center justify-between gap-3', className)}
      {...props}
    >
      {summary && (
        <p data-slot="pagination-summary" className="text-sm text-text-muted">
          {summary}
        </p>
      )}
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Button
            data-slot="pagination-previous"
            variant="outline"
            size="sm"
            disabled={page <= 1}
            href={hrefOf(page - 1, page > 1)}
            onClick={() => onPageChange?.(page - 1)}
          >
            {previousLabel}
          </Button>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                data-slot="pagination-page"
                variant={item === page ? 'primary' : 'ghost'}
                size="compact"
                aria-label={pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                href={hrefOf(item)}
                onClick={() => onPageChange?.(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li
              key={item}
              data-slot="pagination-ellipsis"
              aria-hidden="true"
              className="px-1 text-sm text-text-muted"
            >
              {ELLIPSIS}
            </li>
          ),
        )}
        <li>
          <Button
            data-slot="pagination-next"
            variant="outline"
            size="sm"
            disabled={page >= pageCount}
            href={hrefOf(page + 1, page < pageCount)}
            onClick={() => onPageChange?.(page + 1)}
          >
            {nextLabel}
          </Button>
        </li>
      </ul>
    </nav>
  );
}
