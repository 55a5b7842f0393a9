/**
 * Select-all of the user table (spec 2 §4): selects every filtered row, or clears the selection
 * when all filtered rows are already selected.
 */
export function toggleSelectAll(
  selected: ReadonlySet<string>,
  filteredIds: readonly string[],
): Set<string> {
  const allSelected = filteredIds.length > 0 && filteredIds.every((id) => selected.has(id));
  return allSelected ? new Set() : new Set(filteredIds);
}

/** Toggles one row. */
export function toggleRow(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
