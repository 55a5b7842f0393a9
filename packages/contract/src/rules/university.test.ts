import { describe, expect, it } from 'vitest';
import {
  canSwitchToUniversity,
  impersonatedAdminEmail,
  matchesUniversitySearch,
} from './university';

describe('university rules', () => {
  const university = { name: 'Northbridge University', slug: 'northbridge', domain: 'nb.edu' };

  it('searches name, slug and domain ignoring case', () => {
    expect(matchesUniversitySearch(university, 'NORTH')).toBe(true);
    expect(matchesUniversitySearch(university, 'nb.edu')).toBe(true);
    expect(matchesUniversitySearch({ ...university, domain: undefined }, 'edu')).toBe(false);
  });

  it('allows switching only to active universities', () => {
    expect(canSwitchToUniversity({ status: 'active' })).toBe(true);
    expect(canSwitchToUniversity({ status: 'suspended' })).toBe(false);
  });

  it('derives the impersonated admin address from the domain', () => {
    expect(impersonatedAdminEmail({ domain: 'nb.edu' })).toBe('admin@nb.edu');
    expect(impersonatedAdminEmail({})).toBe('admin@university.edu');
  });
});
