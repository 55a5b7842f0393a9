import type { University } from '@lp/contract';
import { Banner, EmptyState } from '@lp/ui';
import { Building2 } from '@lp/ui/icons';
import { useId, useRef, useState } from 'react';
import {
  UniversityFilterBar,
  filterUniversities,
  type UniversityStatusFilter,
} from '../university-portal/university-filter';
import type { UniversityFormatters } from '../university-portal/university-card';
import { DeleteUniversityDialog } from './delete-university-dialog';
import type { UniversityListTexts } from './university-management-texts';
import { UniversityRow } from './university-row';

export interface UniversityListProps {
  universities: readonly University[];
  onEdit: (id: string) => void;
  onOpenBranding: (id: string) => void;
  onDelete: (id: string) => Promise<void>;
  defaultSearch: string;
  defaultStatusFilter: UniversityStatusFilter;
  /** The list heading's element (one level under the page's title). */
  headingAs: 'h2' | 'h3';
  format: UniversityFormatters;
  texts: UniversityListTexts;
}

/**
 * The list mode of university management (spec 2 §2.11): search (name, slug, domain), status
 * filter, the rows with their icons, and the delete confirmation.
 */
export function UniversityList({
  universities,
  onEdit,
  onOpenBranding,
  onDelete,
  defaultSearch,
  defaultStatusFilter,
  headingAs: Heading,
  format,
  texts,
}: UniversityListProps) {
  const headingId = useId();
  const [search, setSearch] = useState(defaultSearch);
  const [statusFilter, setStatusFilter] = useState<UniversityStatusFilter>(defaultStatusFilter);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [toDelete, setToDelete] = useState<{ university: University; open: boolean } | null>(null);
  const [deletedName, setDeletedName] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The delete icon that opened the dialog: focus returns to it, or, once its row is gone, to
  // the list heading.
  const opener = useRef<HTMLElement | null>(null);
  const deleted = useRef(false);

  const shown = filterUniversities(universities, search, statusFilter);
  const filtering = search.trim() !== '' || statusFilter !== 'all';
  const Item = Heading === 'h2' ? 'h3' : 'h4';

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {texts.listHeading}
      </Heading>
      <UniversityFilterBar
        search={search}
        onSearchChange={setSearch}
        status={statusFilter}
        onStatusChange={setStatusFilter}
        texts={texts}
      />
      {deletedName ? (
        <Banner
          variant="success"
          data-slot="university-deleted"
          onDismiss={() => setDeletedName(null)}
        >
          {texts.deleted(deletedName)}
        </Banner>
      ) : null}
      {universities.length > 0 ? (
        <p role="status" data-slot="university-count" className="text-sm text-text-muted">
          {texts.resultCount(shown.length, universities.length)}
        </p>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState
          icon={<Building2 />}
          title={texts.emptyTitle}
          hint={filtering ? texts.emptyFilteredHint : texts.emptyHint}
          titleAs={Item}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {shown.map((university) => (
            <li key={university.id} className="min-w-0">
              <UniversityRow
                university={university}
                expanded={expanded.has(university.id)}
                onToggleDetails={() => toggle(university.id)}
                onEdit={() => onEdit(university.id)}
                onSettings={() => onOpenBranding(university.id)}
                onDelete={() => {
                  opener.current =
                    document.activeElement instanceof HTMLElement ? document.activeElement : null;
                  deleted.current = false;
                  setDeletedName(null);
                  setToDelete({ university, open: true });
                }}
                headingAs={Item}
                format={format}
                texts={texts}
              />
            </li>
          ))}
        </ul>
      )}
      <DeleteUniversityDialog
        university={toDelete?.university ?? null}
        open={toDelete?.open ?? false}
        onDelete={onDelete}
        onCancel={() => setToDelete((current) => current && { ...current, open: false })}
        onDeleted={(university) => {
          deleted.current = true;
          setToDelete((current) => current && { ...current, open: false });
          setDeletedName(university.name);
        }}
        onCloseFocus={() => {
          const back = !deleted.current && opener.current?.isConnected ? opener.current : null;
          const target = back ?? headingRef.current;
          target?.focus({ preventScroll: true });
        }}
        texts={texts}
      />
    </section>
  );
}
