import { LiveSessionPage } from '@lp/patterns';
import { liveResource, livePaths } from '../../data/live';
import { useSessionUser } from '../../data/use-session';
import { loadStatus } from '../../data/page-status';
import { paths } from '../../routes/paths';

/**
 * /live (spec 2 §2.4): the live event with the stream the admins saved. Manage Stream shows to
 * teachers only, as the spec says, although /live/admin then sends them back (decision 0012).
 */
export default function LiveScreen() {
  const { role } = useSessionUser();
  const live = liveResource.useData(livePaths.live);
  const session = live.data;
  return (
    <LiveSessionPage
      status={loadStatus(live)}
      onRetry={() => void live.mutate()}
      event={session?.event ?? null}
      streamUrl={session?.streamUrl ?? null}
      participants={session?.participants ?? 0}
      showManageStream={role === 'teacher'}
      manageStreamHref={paths.liveAdmin()}
      programHref={session?.programId ? paths.program(session.programId) : undefined}
    />
  );
}
