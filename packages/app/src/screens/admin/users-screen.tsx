import { UserManagementPage } from '@lp/patterns';
import { useSearchParams } from 'react-router-dom';
import { loadStatus } from '../../data/page-status';
import { universityListResource, universityPaths } from '../../data/universities';
import { useSessionUser } from '../../data/use-session';
import { userListResource, userPaths, useUserAdmin } from '../../data/users';
import { userListQueryOf, userSearchOf, type UserListPlace } from './users-place';

/**
 * User management on /admin/users (spec 2 §2.15): the server searches, filters and pages
 * (issue 18); the university, the filters and the page live in the address. Suspend and
 * invite are real.
 */
export default function UsersScreen() {
  const [params, setParams] = useSearchParams();
  const place = userListQueryOf(params);
  const universities = universityListResource.useData(universityPaths.list);
  const universityId = place.universityId ?? universities.data?.currentUniversityId;
  // The previous page stays on screen while the next one loads.
  const list = userListResource.useData(
    universityId ? userPaths.list({ ...place.query, universityId }) : null,
    { keepPreviousData: true },
  );
  const admin = useUserAdmin();
  const { user } = useSessionUser();
  const go = (next: Partial<UserListPlace>) =>
    setParams(userSearchOf({ ...place, ...next }), { replace: true });

  // Without the universities there is no university to list: their failure is the page's.
  const status = universities.error && !universities.data ? 'error' : loadStatus(list);

  return (
    <UserManagementPage
      status={status}
      onRetry={() => {
        void universities.mutate();
        void list.mutate();
      }}
      data={list.data ?? null}
      refreshing={list.isValidating && Boolean(list.data)}
      universities={universities.data?.universities ?? []}
      universityId={universityId ?? ''}
      onUniversityChange={(id) => go({ universityId: id, page: 1 })}
      filters={place.filters}
      onFiltersChange={(filters) => go({ filters, page: 1 })}
      page={place.page}
      pageSize={place.pageSize}
      onPageChange={(page) => go({ page })}
      onPageSizeChange={(pageSize) => go({ pageSize, page: 1 })}
      // The stored user carries the e-mail, not the server's id: the row tells which is theirs.
      currentUserId={list.data?.users.find((row) => row.email === user?.email)?.id}
      onInvite={({ email, role: invitedRole }) =>
        admin.invite({ email, role: invitedRole, universityId: universityId ?? '' })
      }
      onSuspend={admin.suspendMany}
      onSetStatus={admin.setStatus}
    />
  );
}
