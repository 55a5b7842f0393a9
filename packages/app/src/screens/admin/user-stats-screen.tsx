import { UserStatsPage } from '@lp/patterns';
import { useState } from 'react';
import { usePresence } from '../../data/use-presence';
import { paths } from '../../routes/paths';

/**
 * Users online on /admin/user-stats (spec 2 §2.9): the presence socket's numbers, for the
 * university the admin works on (a superuser: everyone). The socket opens with the page and
 * closes when it is left; it reconnects by itself meanwhile.
 */
export default function UserStatsScreen() {
  const presence = usePresence();
  // The spec's 'New this week' placeholder shows a random +1 to +5, chosen once per visit.
  const [newThisWeek] = useState(() => 1 + Math.floor(Math.random() * 5));
  return (
    <UserStatsPage
      connection={presence.connection}
      onlineCount={presence.online}
      totalEnrolled={presence.total}
      reconnectAt={presence.reconnectAt ?? undefined}
      onReconnectNow={presence.reconnectNow}
      newThisWeek={newThisWeek}
      backHref={paths.dashboard()}
    />
  );
}
