import { Pagination, Select, SelectItem } from '@lp/ui';
import type { UserManagementTexts } from './user-management-texts';
import { userPageSizes } from './user-management-types';

export interface UserPaginationProps {
  /** The page asked for, from 1. */
  page: number;
  pageSize: number;
  /** The first row shown (from 1) and how many are shown: the summary says what is on screen. */
  firstRow: number;
  shownCount: number;
  /** Accounts matching the search and filters. */
  matching: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  texts: UserManagementTexts;
}

/** 'Showing 1 to 10 of 57', previous, the pages, next, and the page size (10, 25, 50). */
export function UserPagination({
  page,
  pageSize,
  firstRow,
  shownCount,
  matching,
  onPageChange,
  onPageSizeChange,
  texts,
}: UserPaginationProps) {
  const pageCount = Math.max(1, Math.ceil(matching / pageSize));
  const from = shownCount === 0 ? 0 : firstRow;
  const to = shownCount === 0 ? 0 : firstRow + shownCount - 1;
  return (
    <div
      data-slot="user-pagination"
      className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between"
    >
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={onPageChange}
        summary={texts.showing(from, to, matching)}
        label={texts.paginationLabel}
        previousLabel={texts.previous}
        nextLabel={texts.next}
        pageLabel={texts.pageLabel}
        className="md:flex-1"
      />
      <Select
        label={texts.pageSize}
        size="sm"
        value={String(pageSize)}
        onValueChange={(value) => onPageSizeChange(Number(value))}
        containerClassName="grid-cols-[auto_5.5rem] items-center gap-x-2 whitespace-nowrap"
      >
        {userPageSizes.map((size) => (
          <SelectItem key={size} value={String(size)}>
            {size}
          </SelectItem>
        ))}
      </Select>
    </div>
  );
}
