import * as headerMessages from '@lp/locales/en/ui-header';
import { Suspense, useId, useRef, useState } from 'react';
import type { ComponentProps, FormEvent, KeyboardEvent } from 'react';
import { useCommandPaletteShortcut } from '../command-palette/use-command-palette-shortcut';
import { useMessages } from '../i18n';
import { ChevronDown, Search } from '../icon';
import { cn } from '../lib/cn';
import { preloadable } from '../lib/preloadable';
import { useDeferredMenu, type TriggerProps } from './use-deferred-menu';
import { useTypedTextKept } from '../lib/use-typed-text-kept';

// The filter menu's Radix parts load when the user points at, touches or focuses its button,
// or opens it; see useDeferredMenu.
const SearchFilterMenu = preloadable('header/search-filter-menu', () =>
  import('./header-search-filter').then((m) => m.SearchFilterMenu),
);

/** The search filters of spec 1 §2.3 (ids; their names are the catalogue's `ui-header.filterName`). */
export const SEARCH_FILTERS = [
  'Courses',
  'Skills',
  'Certificates',
  'Students',
  'Projects',
] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];

export interface HeaderSearchProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'role'> {
  /** Called on Enter with the trimmed query (never empty) and the chosen filter, if any. */
  onSearch: (query: string, filter: SearchFilter | null) => void;
  /** The query the field starts with. @default '' */
  defaultQuery?: string;
  /** The chosen filter (controlled). */
  filter?: SearchFilter | null;
  /** The filter it starts with. @default null (everything) */
  defaultFilter?: SearchFilter | null;
  /** Called when a filter is picked or cleared. */
  onFilterChange?: (filter: SearchFilter | null) => void;
  /** The filters offered. @default Courses, Skills, Certificates, Students, Projects */
  filters?: readonly SearchFilter[];
  /** Ctrl/Cmd+K focuses the field (spec 1 §9). @default false */
  shortcut?: boolean;
  /** The field's accessible name and placeholder. @default 'Search' */
  label?: string;
  /** The placeholder. @default 'Search...' */
  placeholder?: string;
  /** Name of the filter button. @default 'Search filter' */
  filterLabel?: string;
}

/**
 * The header's 384 px search box (spec 1 §2.3): Enter searches, Escape clears and leaves it,
 * a filter toggle narrows it to Courses, Skills, Certificates, Students or Projects.
 */
export function HeaderSearch({
  onSearch,
  defaultQuery = '',
  filter: filterProp,
  defaultFilter = null,
  onFilterChange,
  filters = SEARCH_FILTERS,
  shortcut = false,
  className,
  ...allProps
}: HeaderSearchProps) {
  const text = useMessages(headerMessages);
  const {
    label = text.searchLabel,
    placeholder = text.searchPlaceholder,
    filterLabel = text.filterLabel,
    ...props
  } = allProps;
  const filterName = (option: SearchFilter | null) => text.filterName({ filter: option ?? 'all' });
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const fieldRef = useTypedTextKept(inputRef);
  const [query, setQuery] = useState(defaultQuery);
  const [ownFilter, setOwnFilter] = useState<SearchFilter | null>(defaultFilter);
  const filter = filterProp === undefined ? ownFilter : filterProp;

  useCommandPaletteShortcut(
    () => {
      inputRef.current?.focus();
      inputRef.current?.select();
    },
    { enabled: shortcut },
  );

  const chooseFilter = (next: SearchFilter | null) => {
    setOwnFilter(next);
    onFilterChange?.(next);
  };

  const [filterOpen, setFilterOpen] = useState(false);
  const menu = useDeferredMenu(SearchFilterMenu, { open: filterOpen, onOpenChange: setFilterOpen });
  const trigger: TriggerProps = {
    'data-slot': 'header-search-filter',
    'data-active': filter !== null,
    className: cn(
      'inline-flex h-8 shrink-0 cursor-pointer items-center gap-1 rounded-sm px-2 text-xs font-medium text-text-muted',
      'hover:bg-surface-sunken hover:text-text data-[active=true]:bg-primary-subtle data-[active=true]:text-primary-text',
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
      'forced-colors:border forced-colors:border-[ButtonText]',
    ),
    children: (
      <>
        <span className="sr-only">{text.filterSpoken({ label: filterLabel })}</span>
        <span>{filterName(filter)}</span>
        <ChevronDown aria-hidden="true" className="size-3" />
      </>
    ),
  };
  const plainTrigger = <button {...menu.plainTriggerProps(trigger)} />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed) onSearch(trimmed, filter);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    if (query) setQuery('');
    else event.currentTarget.blur();
  };

  return (
    <form
      data-slot="header-search"
      role="search"
      aria-label={label}
      onSubmit={submit}
      className={cn(
        'flex h-10 w-(--lp-size-search-width) max-w-full items-center gap-1 rounded-md border border-border-strong bg-surface ps-3 pe-1 font-sans text-text',
        'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
        'forced-colors:border-[CanvasText]',
        className,
      )}
      {...props}
    >
      <Search aria-hidden="true" className="size-4 shrink-0 text-text-muted" />
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        ref={fieldRef}
        id={inputId}
        data-slot="header-search-input"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        aria-keyshortcuts={shortcut ? 'Control+K Meta+K' : undefined}
        autoComplete="off"
        className="h-full min-w-0 flex-1 bg-transparent text-sm text-text outline-none placeholder:text-text-muted [&::-webkit-search-cancel-button]:hidden"
      />
      {menu.ready ? (
        <Suspense fallback={plainTrigger}>
          <SearchFilterMenu
            open={filterOpen}
            onOpenChange={setFilterOpen}
            trigger={menu.triggerProps(trigger)}
            label={filterLabel}
            filters={filters}
            filterName={filterName}
            filter={filter}
            onChoose={chooseFilter}
            onContentFocus={menu.onContentFocus}
          />
        </Suspense>
      ) : (
        plainTrigger
      )}
    </form>
  );
}
