import type { FocusEvent } from 'react';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../dropdown-menu';
import type { SearchFilter } from './header-search';
import type { TriggerProps } from './use-deferred-menu';

export interface SearchFilterMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger's props and contents: the same as the plain button's before this loaded. */
  trigger: TriggerProps;
  /** The menu's heading. */
  label: string;
  filters: readonly SearchFilter[];
  /** A filter's name in the page's language. */
  filterName: (filter: SearchFilter) => string;
  filter: SearchFilter | null;
  onChoose: (filter: SearchFilter | null) => void;
  /** Passes focus to the first item when the menu was opened from the keyboard before this loaded. */
  onContentFocus: (event: FocusEvent<HTMLElement>) => void;
}

/** The header search's filter menu, loaded on first use (see `HeaderSearch`). */
export function SearchFilterMenu({
  open,
  onOpenChange,
  trigger,
  label,
  filters,
  filterName,
  filter,
  onChoose,
  onContentFocus,
}: SearchFilterMenuProps) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger {...trigger} />
      <DropdownMenuContent align="end" width="auto" onFocus={onContentFocus}>
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        {filters.map((option) => (
          <DropdownMenuCheckboxItem
            key={option}
            checked={filter === option}
            onCheckedChange={(checked) => onChoose(checked ? option : null)}
          >
            {filterName(option)}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
