import { VideoContentAdmin, type VideoUrlKind } from '@lp/patterns';
import { useSearchParams } from 'react-router-dom';
import { livePaths, useSaveVideoUrl, videoSettingsResource } from '../../data/live';
import { loadStatus } from '../../data/page-status';
import { paths } from '../../routes/paths';

/**
 * Video Content Administration on /live/admin (spec 2 §2.4; its path is ours, the spec shows
 * none). The addresses are the server's; a save goes there and every page that shows them is
 * refreshed. The tab lives in `?tab=welcome`.
 */
export default function LiveAdminScreen() {
  const [params, setParams] = useSearchParams();
  const activeTab: VideoUrlKind = params.get('tab') === 'welcome' ? 'welcome' : 'live';
  const settings = videoSettingsResource.useData(livePaths.videoSettings);
  const { save } = useSaveVideoUrl();
  return (
    <VideoContentAdmin
      status={loadStatus(settings)}
      onRetry={() => void settings.mutate()}
      current={{
        live: settings.data?.liveStreamUrl ?? null,
        welcome: settings.data?.welcomeMessageUrl ?? null,
      }}
      activeTab={activeTab}
      onTabChange={(tab) => setParams(tab === 'live' ? {} : { tab }, { replace: true })}
      onSave={save}
      backHref={paths.live()}
    />
  );
}
