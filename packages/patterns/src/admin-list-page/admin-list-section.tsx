import { EmptyState, cn } from '@lp/ui';
import { useId, type ComponentProps, type ReactNode, type Ref } from 'react';
import { headingBelow } from './heading-levels';

/** The list's shapes: cards in a grid, or full-width rows. */
const listLayouts = {
  grid: 'grid gap-4 md:grid-cols-2 xl:grid-cols-3',
  rows: 'flex flex-col gap-3',
} as const;

export interface AdminListSectionProps<T> extends Omit<ComponentProps<'section'>, 'children'> {
  /** The list's heading, e.g. 'All Universities'. */
  heading: ReactNode;
  /** The heading's element: one level under the page title. */
  headingAs: 'h2' | 'h3';
  /** A ref to the heading, e.g. to move focus there after a row is deleted. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The heading takes focus from script (tabIndex -1, with a visible ring). @default false */
  headingFocusable?: boolean;
  /** The search and filters over the list. */
  toolbar?: ReactNode;
  /** What stands between the toolbar and the count, e.g. a banner. */
  notice?: ReactNode;
  /** The polite count line ('3 of 4 universities'); null: none (an empty source list). */
  count: string | null;
  /** The count line's data-slot. @default 'admin-list-count' */
  countSlot?: string;
  /** The items shown (after search and filter). */
  items: readonly T[];
  /** An item's key. */
  itemKey: (item: T) => string;
  /** An item's card or row. */
  renderItem: (item: T) => ReactNode;
  /** What an empty list says: its icon, title and hint. */
  empty: { icon: ReactNode; title: string; hint: string };
  /** Cards in a grid or full-width rows. @default 'grid' */
  layout?: keyof typeof listLayouts;
  /** What follows the list inside the section, e.g. a dialog. */
  after?: ReactNode;
}

/**
 * The list section of an admin page: its heading, toolbar, a polite count and the cards or rows,
 * or the empty state under the same heading.
 */
export function AdminListSection<T>({
  heading,
  headingAs: Heading,
  headingRef,
  headingFocusable = false,
  toolbar,
  notice,
  count,
  countSlot = 'admin-list-count',
  items,
  itemKey,
  renderItem,
  empty,
  layout = 'grid',
  after,
  className,
  ...props
}: AdminListSectionProps<T>) {
  const headingId = useId();
  return (
    <section
      data-slot="admin-list-section"
      aria-labelledby={headingId}
      className={cn('flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={headingFocusable ? -1 : undefined}
        className={cn(
          'text-lg font-semibold text-text',
          headingFocusable &&
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        )}
      >
        {heading}
      </Heading>
      {toolbar}
      {notice}
      {count !== null ? (
        <p role="status" data-slot={countSlot} className="text-sm text-text-muted">
          {count}
        </p>
      ) : null}
      {items.length === 0 ? (
        <EmptyState
          icon={empty.icon}
          title={empty.title}
          hint={empty.hint}
          titleAs={headingBelow(Heading)}
        />
      ) : (
        <ul className={listLayouts[layout]}>
          {items.map((item) => (
            <li key={itemKey(item)} className="min-w-0">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      {after}
    </section>
  );
}
