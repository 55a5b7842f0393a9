import * as adminMessages from '@lp/locales/en/app-admin';
import { SuperDashboardPage } from '@lp/patterns';
import { useMessages } from '@lp/ui';
import { useNavigate } from 'react-router-dom';
import { useImpersonation } from '../../data/impersonation';
import { loadStatus } from '../../data/page-status';
import {
  universityListResource,
  universityPaths,
  useSwitchUniversity,
} from '../../data/universities';
import { downloadUniversitiesCsv } from './universities-csv';
import { paths, withQuery } from '../../routes/paths';

/**
 * The super-admin dashboard on /admin/super-dashboard (spec 2 §2.10): totals counted by the
 * server, the universities with their actions. View Dashboard switches to the university and
 * opens /dashboard; Edit opens university management; Impersonate Admin is the server's.
 */
export default function SuperDashboardScreen() {
  const list = universityListResource.useData(universityPaths.list);
  const switchTo = useSwitchUniversity();
  const impersonation = useImpersonation();
  const navigate = useNavigate();
  const text = useMessages(adminMessages);
  const universities = list.data?.universities ?? [];

  return (
    <SuperDashboardPage
      status={loadStatus(list)}
      onRetry={() => void list.mutate()}
      universities={universities}
      totals={list.data?.totals ?? { universities: 0, activeUniversities: 0, users: 0, courses: 0 }}
      currentUniversityId={list.data?.currentUniversityId ?? null}
      onViewDashboard={async (id) => {
        await switchTo(id);
        navigate(paths.dashboard());
      }}
      onEditUniversity={(id) => navigate(withQuery(paths.universities(), { edit: id }))}
      onImpersonate={impersonation.start}
      onCreateUniversity={() => navigate(withQuery(paths.universities(), { mode: 'create' }))}
      onExportData={(shown) => downloadUniversitiesCsv(shown, text)}
    />
  );
}
