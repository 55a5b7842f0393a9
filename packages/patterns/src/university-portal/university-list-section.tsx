import type { University } from '@lp/contract';
import { Building2 } from '@lp/ui/icons';
import { useState, type ReactNode } from 'react';
import { AdminListSection } from '../admin-list-page';
import {
  filterUniversities,
  UniversityFilterBar,
  type UniversityFilterTexts,
  type UniversityStatusFilter,
} from './university-filter';

/** A list of universities' search and status filter, and the universities they leave. */
export function useUniversityFilter<T extends University>(
  universities: readonly T[],
  defaults: { search?: string; status?: UniversityStatusFilter } = {},
) {
  const [search, setSearch] = useState(defaults.search ?? '');
  const [status, setStatus] = useState<UniversityStatusFilter>(defaults.status ?? 'all');
  return {
    search,
    setSearch,
    status,
    setStatus,
    total: universities.length,
    shown: filterUniversities(universities, search, status),
    filtering: search.trim() !== '' || status !== 'all',
  };
}

export type UniversityFilter<T extends University> = ReturnType<typeof useUniversityFilter<T>>;

export type UniversityListTexts = UniversityFilterTexts & {
  listHeading: string;
  resultCount: (shown: number, total: number) => string;
  emptyTitle: string;
  emptyFilteredHint: string;
  emptyHint: string;
};

export interface UniversityListSectionProps<T extends University> {
  filter: UniversityFilter<T>;
  /** One level under the page title. */
  headingAs: 'h2' | 'h3';
  /** The count line's data-slot. */
  countSlot: string;
  renderItem: (university: T) => ReactNode;
  texts: UniversityListTexts;
}

/**
 * 'All Universities' of the super dashboard and the portal (spec 2 §2.10, §2.12): the search
 * and status filter, the count, and a card per university, or the empty state.
 */
export function UniversityListSection<T extends University>({
  filter,
  headingAs,
  countSlot,
  renderItem,
  texts,
}: UniversityListSectionProps<T>) {
  return (
    <AdminListSection
      heading={texts.listHeading}
      headingAs={headingAs}
      toolbar={
        <UniversityFilterBar
          search={filter.search}
          onSearchChange={filter.setSearch}
          status={filter.status}
          onStatusChange={filter.setStatus}
          texts={texts}
        />
      }
      count={filter.total > 0 ? texts.resultCount(filter.shown.length, filter.total) : null}
      countSlot={countSlot}
      items={filter.shown}
      itemKey={(university) => university.id}
      renderItem={renderItem}
      empty={{
        icon: <Building2 />,
        title: texts.emptyTitle,
        hint: filter.filtering ? texts.emptyFilteredHint : texts.emptyHint,
      }}
    />
  );
}
