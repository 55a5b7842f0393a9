import { matchesUniversitySearch, type University, type UniversityStatus } from '@lp/contract';
import { SearchField, Select, SelectItem } from '@lp/ui';
import { universityStatusLabel, type UniversityCardTexts } from './university-card';

/** The status filter's value: every status, or one of the three. */
export type UniversityStatusFilter = 'all' | UniversityStatus;

/**
 * The statuses in the spec's order, for the status filters and the form's select. Not the
 * contract's `universityStatuses`: it sits beside the zod schemas and would bring zod into the
 * page's bundle. The Record makes a new status a compile error here.
 */
export const universityStatusOptions = Object.keys({
  active: true,
  inactive: true,
  suspended: true,
} satisfies Record<UniversityStatus, true>) as UniversityStatus[];

/** The universities a search (name, slug, domain; any case) and a status filter leave. */
export function filterUniversities<T extends University>(
  universities: readonly T[],
  search: string,
  status: UniversityStatusFilter,
): T[] {
  return universities.filter(
    (university) =>
      matchesUniversitySearch(university, search) &&
      (status === 'all' || university.status === status),
  );
}

export type UniversityFilterTexts = Pick<
  UniversityCardTexts,
  'statusActive' | 'statusInactive' | 'statusSuspended'
> & { search: string; statusFilter: string; allStatuses: string };

export interface UniversityFilterBarProps {
  search: string;
  onSearchChange: (search: string) => void;
  status: UniversityStatusFilter;
  onStatusChange: (status: UniversityStatusFilter) => void;
  texts: UniversityFilterTexts;
}

/** 'Search universities...' and the status filter (spec 2 §2.10–§2.12), one row on wide screens. */
export function UniversityFilterBar({
  search,
  onSearchChange,
  status,
  onStatusChange,
  texts,
}: UniversityFilterBarProps) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <SearchField
        label={texts.search}
        hideLabel
        placeholder={texts.search}
        value={search}
        onValueChange={onSearchChange}
        containerClassName="md:flex-1"
      />
      <Select
        label={texts.statusFilter}
        hideLabel
        value={status}
        onValueChange={(value) => onStatusChange(value as UniversityStatusFilter)}
        containerClassName="md:w-48"
      >
        <SelectItem value="all">{texts.allStatuses}</SelectItem>
        {universityStatusOptions.map((each) => (
          <SelectItem key={each} value={each}>
            {universityStatusLabel(each, texts)}
          </SelectItem>
        ))}
      </Select>
    </div>
  );
}
