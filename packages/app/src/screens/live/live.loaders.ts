import type { ScreenLoader } from '../../routes/route-types';

// The live pages start their request as soon as their route matches, in parallel with their code.

const live = () => import('../../data/live');

/** /live: the live event, its saved stream and who is watching. */
export const liveSession: ScreenLoader = ({ services }) => {
  void live().then((m) => m.liveResource.prefetch(services.api, m.livePaths.live));
  return null;
};

/** /live/admin: the saved addresses. */
export const liveAdmin: ScreenLoader = ({ services }) => {
  void live().then((m) =>
    m.videoSettingsResource.prefetch(services.api, m.livePaths.videoSettings),
  );
  return null;
};
