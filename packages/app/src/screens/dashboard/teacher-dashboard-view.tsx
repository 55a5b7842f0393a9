import { updatedAgo } from '@lp/contract';
import type { DashboardData, SavedDashboard } from '@lp/contract/api';
import { DashboardTeacher } from '@lp/patterns';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SWRResponse } from 'swr';
import { paths, withQuery } from '../../routes/paths';
import { DashboardError } from './dashboard-error';

interface TeacherDashboardViewProps {
  dashboard: SWRResponse<DashboardData>;
}

/**
 * The teacher's analytics dashboard. Searches go to the search page; saved dashboards and the
 * New and Preset buttons open the analytics page (ours: the spec gives them no destination).
 */
export function TeacherDashboardView({ dashboard }: TeacherDashboardViewProps) {
  const navigate = useNavigate();
  const data = dashboard.data?.variant === 'teacher' ? dashboard.data : undefined;
  // Freshness is worded once per visit, not on every render.
  const [now] = useState(Date.now);
  const summary = (saved: SavedDashboard) => ({
    id: saved.id,
    title: saved.title,
    description: saved.description,
    updatedText: updatedAgo(saved.updatedAt, now),
  });
  return (
    <>
      {dashboard.error ? <DashboardError onRetry={() => void dashboard.mutate()} /> : null}
      <DashboardTeacher
        loading={dashboard.isLoading}
        points={data?.dailyActive ?? []}
        headline={data?.headline}
        trend={data?.trend}
        onSearch={(query) => navigate(withQuery(paths.search(), { q: query }))}
        insights={data?.insights ?? []}
        dashboards={(data?.dashboards ?? []).map(summary)}
        dashboardHref={(id) => withQuery(paths.analytics(), { dashboard: id })}
        onNewDashboard={() => navigate(withQuery(paths.analytics(), { new: 'dashboard' }))}
        onPresetDashboards={() => navigate(withQuery(paths.analytics(), { view: 'presets' }))}
      />
    </>
  );
}
