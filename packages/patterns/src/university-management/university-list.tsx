import type { University } from '@lp/contract';
import { Banner } from '@lp/ui';
import { Building2 } from '@lp/ui/icons';
import { useRef, useState } from 'react';
import { AdminListSection, headingBelow } from '../admin-list-page';
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
  /** A row's sign-in provider icon (issue 33); absent: no icon. */
  onOpenSignIn?: (id: string) => void;
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
  onOpenSignIn,
  onDelete,
  defaultSearch,
  defaultStatusFilter,
  headingAs: Heading,
  format,
  texts,
}: UniversityListProps) {
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
  const Item = headingBelow(Heading);

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <AdminListSection
      heading={texts.listHeading}
      headingAs={Heading}
      headingRef={headingRef}
      headingFocusable
      toolbar={
        <UniversityFilterBar
          search={search}
          onSearchChange={setSearch}
          status={statusFilter}
          onStatusChange={setStatusFilter}
          texts={texts}
        />
      }
      notice={
        deletedName ? (
          <Banner
            variant="success"
            data-slot="university-deleted"
            onDismiss={() => setDeletedName(null)}
          >
            {texts.deleted(deletedName)}
          </Banner>
        ) : null
      }
      count={universities.length > 0 ? texts.resultCount(shown.length, universities.length) : null}
      countSlot="university-count"
      items={shown}
      itemKey={(university) => university.id}
      renderItem={(university) => (
        <UniversityRow
          university={university}
          expanded={expanded.has(university.id)}
          onToggleDetails={() => toggle(university.id)}
          onEdit={() => onEdit(university.id)}
          onSettings={() => onOpenBranding(university.id)}
          onSignInSettings={onOpenSignIn ? () => onOpenSignIn(university.id) : undefined}
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
      )}
      empty={{
        icon: <Building2 />,
        title: texts.emptyTitle,
        hint: filtering ? texts.emptyFilteredHint : texts.emptyHint,
      }}
      layout="rows"
      after={
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
      }
    />
  );
}
