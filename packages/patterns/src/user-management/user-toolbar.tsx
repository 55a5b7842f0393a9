import { SearchField, Select, SelectItem } from '@lp/ui';
import { useDebouncedSearch } from './use-debounced-search';
import type { UserManagementTexts } from './user-management-texts';
import { userRoles, userStatuses, type UserManagementFilters } from './user-management-types';

export interface UserToolbarProps {
  filters: UserManagementFilters;
  onFiltersChange: (filters: UserManagementFilters) => void;
  /** The university's departments, for the department filter. */
  departments: readonly string[];
  texts: UserManagementTexts;
}

/** The search (sent once typing pauses) and the role, status and department filters. */
export function UserToolbar({ filters, onFiltersChange, departments, texts }: UserToolbarProps) {
  const search = useDebouncedSearch({
    value: filters.search,
    onCommit: (value) => onFiltersChange({ ...filters, search: value }),
  });
  // The typed text goes with a filter change, so picking a filter right after typing keeps it.
  const change = (next: Partial<UserManagementFilters>) =>
    onFiltersChange({ ...filters, search: search.text, ...next });
  // A department from a link that the university no longer has stays choosable (and clearable).
  const departmentChoices = [
    ...new Set(
      [...departments, filters.department].filter((each) => each !== '' && each !== 'all'),
    ),
  ];

  return (
    <div
      data-slot="user-toolbar"
      className="grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_repeat(3,12rem)]"
    >
      <SearchField
        label={texts.search}
        hideLabel
        placeholder={texts.search}
        value={search.text}
        onValueChange={search.setText}
        onSearch={search.commit}
        containerClassName="md:col-span-2 xl:col-span-1"
      />
      <Select
        label={texts.roleFilter}
        hideLabel
        value={filters.role}
        onValueChange={(role) => change({ role: role as UserManagementFilters['role'] })}
      >
        <SelectItem value="all">{texts.allRoles}</SelectItem>
        {userRoles.map((role) => (
          <SelectItem key={role} value={role}>
            {texts.roleFilterLabels[role]}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={texts.statusFilter}
        hideLabel
        value={filters.status}
        onValueChange={(status) => change({ status: status as UserManagementFilters['status'] })}
      >
        <SelectItem value="all">{texts.allStatuses}</SelectItem>
        {userStatuses.map((status) => (
          <SelectItem key={status} value={status}>
            {texts.statusLabels[status]}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={texts.departmentFilter}
        hideLabel
        value={filters.department}
        onValueChange={(department) => change({ department })}
        containerClassName="md:col-span-2 xl:col-span-1"
      >
        <SelectItem value="all">{texts.allDepartments}</SelectItem>
        {departmentChoices.map((department) => (
          <SelectItem key={department} value={department}>
            {department}
          </SelectItem>
        ))}
      </Select>
    </div>
  );
}
