import * as organizationsMessages from '@lp/locales/en/organizations';
import { useMessages } from '@lp/ui';
import { useMemo } from 'react';
import type { OrganizationCardTexts } from './organization-card';
import type { OrganizationDetailsTexts } from './organization-details-dialog';
import type { OrganizationsFilterTexts } from './organizations-filter';
import type { OrganizationsQuickActionsTexts } from './organizations-quick-actions';
import type { OrganizationsSummaryTexts } from './organizations-summary';

// The organizations dashboard's visible texts: the spec's strings (spec 2 §2.8) where it gives
// them, plain ones where it is silent. A deployment overrides any of them through `texts`.

export interface OrganizationsTexts
  extends
    OrganizationsSummaryTexts,
    OrganizationsQuickActionsTexts,
    OrganizationsFilterTexts,
    OrganizationCardTexts,
    OrganizationDetailsTexts {
  /** The link back to the dashboard (spec 2 §2.8). */
  back: string;
  /** The page heading and the line under it. */
  title: string;
  intro: string;
  /** The heading over the search, the filter and the grid. */
  listHeading: string;
  /** The search box's name and placeholder (by name or location, spec 2 §5). */
  search: string;
  /** How many organizations the search and the filter leave, read out as they change. */
  resultCount: (shown: number, total: number) => string;
  /** The empty grid (spec 2 §2.8): its title, and the hint with or without a search or filter. */
  emptyTitle: string;
  emptyFilteredHint: string;
  emptyHint: string;
  /** Spoken while the organizations load. */
  loading: string;
  /** Shown when the organizations could not be loaded, with the retry button. */
  error: string;
  retry: string;
}

type OrganizationsMessages = typeof organizationsMessages.default;

/** The texts from a language's messages (the compiled `organizations` namespace). */
function textsFrom(m: OrganizationsMessages): OrganizationsTexts {
  return {
    ...m,
    filterCount: (count) => m.filterCount({ count }),
    resultCount: (shown, total) =>
      shown === total ? m.resultCount({ total }) : m.resultCountFiltered({ shown, total }),
    highAchievers: (count) => m.highAchievers({ count }),
    atRiskCount: (count) => m.atRiskCount({ count }),
    studyHours: (hours) => m.studyHours({ hours }),
    studentProgress: (name) => m.studentProgress({ name }),
    studentCourses: (completed, inProgress) => m.studentCourses({ completed, inProgress }),
  };
}

export const defaultOrganizationsTexts: OrganizationsTexts = textsFrom(
  organizationsMessages.default,
);

/** The texts in the tree's language, with a deployment's overrides on top. */
export function useOrganizationsTexts(overrides?: Partial<OrganizationsTexts>): OrganizationsTexts {
  const messages = useMessages(organizationsMessages);
  const texts = useMemo(() => textsFrom(messages), [messages]);
  return useMemo(() => (overrides ? { ...texts, ...overrides } : texts), [texts, overrides]);
}
