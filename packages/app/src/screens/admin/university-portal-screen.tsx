import { canAccess } from '@lp/contract';
import { UniversityPortalPage } from '@lp/patterns';
import { useNavigate } from 'react-router-dom';
import { useImpersonation } from '../../data/impersonation';
import { loadStatus } from '../../data/page-status';
import {
  universityListResource,
  universityPaths,
  useSwitchUniversity,
} from '../../data/universities';
import { useSessionUser } from '../../data/use-session';
import { paths } from '../../routes/paths';

/**
 * The university portal on /admin/university-switch (spec 2 §2.12): the universities come from
 * the server (all of them for admin and superuser, their own for anyone else), and Switch and
 * Impersonate Admin are server actions; the server checks the role and the status again.
 */
export default function UniversityPortalScreen() {
  const list = universityListResource.useData(universityPaths.list);
  const switchTo = useSwitchUniversity();
  const impersonation = useImpersonation();
  const { role } = useSessionUser();
  const navigate = useNavigate();

  return (
    <UniversityPortalPage
      status={loadStatus(list)}
      onRetry={() => void list.mutate()}
      universities={list.data?.universities ?? []}
      currentUniversityId={list.data?.currentUniversityId ?? null}
      canImpersonate={canAccess('impersonate', role)}
      onViewDashboard={() => navigate(paths.dashboard())}
      // The new current card and the banner on top say that it worked; a failure shows in the card.
      onSwitch={switchTo}
      onImpersonate={impersonation.start}
    />
  );
}
