import type { University } from '../entities/university';
import { DEFAULT_UNIVERSITY_DOMAIN } from '../constants/admin';

/** Case-insensitive search by name, slug or domain (spec 2 §2.10). */
export function matchesUniversitySearch(
  university: Pick<University, 'name' | 'slug' | 'domain'>,
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  return [university.name, university.slug, university.domain ?? ''].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/** Switching and impersonation are offered only for active universities (spec 2 §5). */
export function canSwitchToUniversity(university: Pick<University, 'status'>): boolean {
  return university.status === 'active';
}

/** The impersonated administrator's address, from the university's domain (spec 2 §3). */
export function impersonatedAdminEmail(university: Pick<University, 'domain'>): string {
  return `admin@${university.domain || DEFAULT_UNIVERSITY_DOMAIN}`;
}
