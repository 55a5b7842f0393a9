/** University slug from a name (spec 2 §5): lowercase, non-alphanumeric runs → '-', no edge hyphens. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug follows the name only while the slug field is empty (spec 2 §5). */
export function slugAfterNameChange(name: string, currentSlug: string): string {
  return currentSlug ? currentSlug : slugify(name);
}
