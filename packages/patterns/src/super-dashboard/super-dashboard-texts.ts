import * as superDashboardMessages from '@lp/locales/en/super-dashboard';
import { useMessages } from '@lp/ui';
import { useMemo } from 'react';
import type { QuickActionsTexts } from './quick-actions';
import type { SuperDashboardCardTexts } from './super-dashboard-card';
import type { SuperDashboardStatsTexts } from './super-dashboard-stats';
import type { UniversityDetailsTexts } from './university-details-dialog';

// The super dashboard's visible texts: the spec's strings (spec 2 §2.10) where it gives them,
// plain ones where it is silent (docs/decisions/0005). A deployment overrides any of them through
// the page's `texts`.

export interface SuperDashboardTexts
  extends
    SuperDashboardStatsTexts,
    QuickActionsTexts,
    SuperDashboardCardTexts,
    UniversityDetailsTexts {
  /** The page's heading and the line under it. */
  title: string;
  intro: string;
  /** The heading over the search, the filter and the university cards. */
  listHeading: string;
  /** The search box's name and placeholder. */
  search: string;
  /** The status filter's name (read, not shown) and its first choice (spec 2 §2.10). */
  statusFilter: string;
  allStatuses: string;
  /** How many universities the search and the filter leave, read out as they change. */
  resultCount: (shown: number, total: number) => string;
  /** The empty list (spec 2 §2.10), and the hint with or without a search or filter. */
  emptyTitle: string;
  emptyFilteredHint: string;
  emptyHint: string;
  /** Spoken while the universities load. */
  loading: string;
  /** Shown when the universities could not be loaded, with the retry button. */
  error: string;
  retry: string;
}

type SuperDashboardMessages = typeof superDashboardMessages.default;

/** The texts from a language's messages (the compiled `super-dashboard` namespace). */
function textsFrom(m: SuperDashboardMessages): SuperDashboardTexts {
  return {
    ...m,
    activeUniversities: (active) => m.activeUniversities({ active }),
    usersAverage: (average) => m.usersAverage({ average }),
    resultCount: (shown, total) =>
      shown === total ? m.resultCount({ total }) : m.resultCountFiltered({ shown, total }),
    actionsFor: (name) => m.actionsFor({ name }),
  };
}

export const defaultSuperDashboardTexts: SuperDashboardTexts = textsFrom(
  superDashboardMessages.default,
);

/** The texts in the tree's language, with a deployment's overrides on top. */
export function useSuperDashboardTexts(
  overrides?: Partial<SuperDashboardTexts>,
): SuperDashboardTexts {
  const messages = useMessages(superDashboardMessages);
  const texts = useMemo(() => textsFrom(messages), [messages]);
  return useMemo(() => (overrides ? { ...texts, ...overrides } : texts), [texts, overrides]);
}
