import { HeaderSearch, Sheet, SheetContent, SheetTitle, type HeaderSearchProps } from '@lp/ui';
import type { RefObject } from 'react';

export interface MobileSearchSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the query and filter; the sheet closes after it. */
  onSearch: HeaderSearchProps['onSearch'];
  /** The current search, in the field when it opens. */
  defaultQuery: string;
  /** The sheet's title, which also names the field. */
  title: string;
  /** The button that opens it: focus returns there when it closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The phone's search (the header's search box does not fit there): a sheet with the same search
 * field, opened from the mobile header's search button. Loaded on first use (see AppShell).
 */
export function MobileSearchSheet({
  open,
  onOpenChange,
  onSearch,
  defaultQuery,
  title,
  returnFocusTo,
}: MobileSearchSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="end"
        size="full"
        density="compact"
        aria-describedby={undefined}
        data-slot="app-shell-mobile-search"
        // The header's button is not a Radix trigger, so Radix does not know where to return focus.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle>{title}</SheetTitle>
        <HeaderSearch
          label={title}
          defaultQuery={defaultQuery}
          onSearch={(query, filter) => {
            onSearch(query, filter);
            onOpenChange(false);
          }}
        />
      </SheetContent>
    </Sheet>
  );
}
