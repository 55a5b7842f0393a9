import { Badge, Button, Checkbox } from '@lp/ui';
import { Filter } from '@lp/ui/icons';
import type { ComponentProps } from 'react';

/** The texts of the Filter button and its list (part of OrganizationsTexts). */
export interface OrganizationsFilterTexts {
  /** The button that shows and hides the list (spec 2 §2.8). */
  filter: string;
  /** Beside the button's label while names are chosen, such as '2 selected'. */
  filterCount: (count: number) => string;
  /** The list's name. */
  filterLegend: string;
  /** Unchecks every name. */
  clearFilter: string;
}

export interface OrganizationsFilterButtonProps extends Omit<
  ComponentProps<'button'>,
  'children' | 'onClick'
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id of the list it shows. */
  panelId: string;
  /** How many names are chosen. */
  chosen: number;
  texts: OrganizationsFilterTexts;
}

/** Filter: shows or hides the organization list under the search; says how many are chosen. */
export function OrganizationsFilterButton({
  open,
  onOpenChange,
  panelId,
  chosen,
  texts,
  ...props
}: OrganizationsFilterButtonProps) {
  return (
    <Button
      variant="outline"
      data-slot="organizations-filter-button"
      aria-expanded={open}
      // Only while the list is there: a reference to a missing element is an ARIA error.
      aria-controls={open ? panelId : undefined}
      onClick={() => onOpenChange(!open)}
      className="aria-expanded:bg-primary-subtle"
      {...props}
    >
      <Filter aria-hidden="true" />
      {texts.filter}
      {chosen > 0 ? <Badge variant="brand">{texts.filterCount(chosen)}</Badge> : null}
    </Button>
  );
}

export interface OrganizationsFilterPanelProps {
  id: string;
  /** The names offered: the dashboard's hard-coded list (spec 2 §2.8). */
  names: readonly string[];
  /** The names chosen; none chosen shows every organization. */
  chosen: readonly string[];
  onChosenChange: (chosen: readonly string[]) => void;
  texts: OrganizationsFilterTexts;
}

/** The organization names as checkboxes: each one checked narrows the grid to the names chosen. */
export function OrganizationsFilterPanel({
  id,
  names,
  chosen,
  onChosenChange,
  texts,
}: OrganizationsFilterPanelProps) {
  const toggle = (name: string, checked: boolean) =>
    // Kept in the list's order, whatever order they were checked in.
    onChosenChange(names.filter((each) => (each === name ? checked : chosen.includes(each))));

  return (
    <fieldset
      id={id}
      data-slot="organizations-filter"
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-surface-raised p-4"
    >
      <legend className="float-start mb-1 w-full text-sm font-semibold text-text">
        {texts.filterLegend}
      </legend>
      <ul className="flex flex-wrap gap-2">
        {names.map((name) => (
          <li key={name} className="min-w-0">
            <Checkbox
              label={name}
              checked={chosen.includes(name)}
              onCheckedChange={(checked) => toggle(name, checked === true)}
              containerClassName="rounded-full border border-border px-3 py-1.5 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-subtle"
            />
          </li>
        ))}
      </ul>
      {chosen.length > 0 ? (
        <Button variant="link" size="sm" className="w-fit" onClick={() => onChosenChange([])}>
          {texts.clearFilter}
        </Button>
      ) : null}
    </fieldset>
  );
}
