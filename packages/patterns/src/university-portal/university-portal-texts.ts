import * as universityPortalMessages from '@lp/locales/en/university-portal';
import { useMessages } from '@lp/ui';
import { useMemo } from 'react';
import type { CurrentUniversityTexts } from './current-university-card';
import type { UniversityCardTexts } from './university-card';

// The portal's visible texts: the spec's strings (spec 2 §2.12) where it gives them, plain
// ones where it is silent. A deployment overrides any of them through the page's `texts`.

export interface UniversityPortalTexts extends UniversityCardTexts, CurrentUniversityTexts {
  /** The heading and the line under it for admins and superusers (they switch or impersonate). */
  adminTitle: string;
  adminIntro: string;
  /** The heading and the line under it for everyone else. */
  title: string;
  intro: string;
  /** The heading over the search, the filter and the grid. */
  listHeading: string;
  /** The search box's name and placeholder (spec 2 §2.12). */
  search: string;
  /** The status filter's name (read, not shown) and its first choice. */
  statusFilter: string;
  allStatuses: string;
  /** How many universities the search and the filter leave, read out as they change. */
  resultCount: (shown: number, total: number) => string;
  /** The empty grid (spec 2 §2.12): its title, and the hint with or without a search or filter. */
  emptyTitle: string;
  emptyFilteredHint: string;
  emptyHint: string;
  /** Spoken while the universities load. */
  loading: string;
  /** Shown when the universities could not be loaded, with the retry button. */
  error: string;
  retry: string;
}

type UniversityPortalMessages = typeof universityPortalMessages.default;

/** The texts from a language's messages (the compiled `university-portal` namespace). */
function textsFrom(m: UniversityPortalMessages): UniversityPortalTexts {
  return {
    ...m,
    resultCount: (shown, total) =>
      shown === total ? m.resultCount({ total }) : m.resultCountFiltered({ shown, total }),
  };
}

export const defaultUniversityPortalTexts: UniversityPortalTexts = textsFrom(
  universityPortalMessages.default,
);

/** The texts in the tree's language, with a deployment's overrides on top. */
export function useUniversityPortalTexts(
  overrides?: Partial<UniversityPortalTexts>,
): UniversityPortalTexts {
  const messages = useMessages(universityPortalMessages);
  const texts = useMemo(() => textsFrom(messages), [messages]);
  return useMemo(() => (overrides ? { ...texts, ...overrides } : texts), [texts, overrides]);
}
