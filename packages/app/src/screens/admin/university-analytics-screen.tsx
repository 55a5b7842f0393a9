import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from '@lp/contract';
import { UniversityAnalyticsPage } from '@lp/patterns';
import { useSearchParams } from 'react-router-dom';
import { loadStatus } from '../../data/page-status';
import { analyticsPaths, universityAnalyticsResource } from '../../data/university-analytics';
import { universityListResource, universityPaths } from '../../data/universities';

const isPeriod = (value: string | null): value is AnalyticsPeriod =>
  (ANALYTICS_PERIODS as readonly (string | null)[]).includes(value);

/**
 * University analytics on /admin/university-analytics (spec 2 §2.14): the university and the
 * period live in the address (?university=, ?period=); the figures are the server's, counted
 * from the university's records where it can and marked as sample where it cannot (issue 18).
 * Refresh reads them again while the page keeps showing the last ones.
 */
export default function UniversityAnalyticsScreen() {
  const [params, setParams] = useSearchParams();
  const universities = universityListResource.useData(universityPaths.list);
  const universityId = params.get('university') ?? universities.data?.currentUniversityId;
  const wanted = params.get('period');
  const period = isPeriod(wanted) ? wanted : DEFAULT_ANALYTICS_PERIOD;
  const analytics = universityAnalyticsResource.useData(
    universityId ? analyticsPaths.one(universityId, period) : null,
    { keepPreviousData: true },
  );
  const go = (next: { university?: string; period?: AnalyticsPeriod }) => {
    const search: Record<string, string> = {};
    const university = next.university ?? params.get('university');
    if (university) search.university = university;
    const chosen = next.period ?? period;
    if (chosen !== DEFAULT_ANALYTICS_PERIOD) search.period = chosen;
    setParams(search, { replace: true });
  };
  // Without the universities there is no university to ask about: their failure is the page's.
  const status = universities.error && !universities.data ? 'error' : loadStatus(analytics);

  return (
    <UniversityAnalyticsPage
      status={status}
      onRetry={() => {
        void universities.mutate();
        void analytics.mutate();
      }}
      data={analytics.data ?? null}
      refreshing={analytics.isValidating && Boolean(analytics.data)}
      universities={universities.data?.universities ?? []}
      universityId={universityId ?? ''}
      onUniversityChange={(id) => go({ university: id })}
      period={period}
      onPeriodChange={(next) => go({ period: next })}
      onRefresh={() => void analytics.mutate()}
    />
  );
}
