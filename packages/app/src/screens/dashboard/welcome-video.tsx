import { lazy, Suspense, useEffect, useState } from 'react';
import { livePaths, videoSettingsResource } from '../../data/live';

const WelcomeVideoDialog = lazy(() => import('./welcome-video-dialog'));

/** The window event that opens the welcome video (spec 2 §2.4). */
export const SHOW_WELCOME_VIDEO_EVENT = 'showWelcomeVideo';

/** Fires the event: Start Now on the welcome-message card (spec 2 §2.2). */
export function showWelcomeVideo(): void {
  window.dispatchEvent(new Event(SHOW_WELCOME_VIDEO_EVENT));
}

/**
 * The welcome video dialog, opened by the `showWelcomeVideo` window event from anywhere on the
 * page. The address is the one the admins saved on the server (issue 15), read when the
 * dialog is first asked for (the dashboard's loader has usually fetched it by then); its code
 * loads on the first request too.
 */
export function WelcomeVideo() {
  const [open, setOpen] = useState(false);
  // Mounted from the first request on (and kept, so the dialog can animate closed).
  const [requested, setRequested] = useState(false);
  const settings = videoSettingsResource.useData(requested ? livePaths.videoSettings : null);

  useEffect(() => {
    const onShow = () => {
      setRequested(true);
      setOpen(true);
    };
    window.addEventListener(SHOW_WELCOME_VIDEO_EVENT, onShow);
    return () => window.removeEventListener(SHOW_WELCOME_VIDEO_EVENT, onShow);
  }, []);

  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeVideoDialog
        open={open}
        onOpenChange={setOpen}
        videoUrl={settings.data?.welcomeMessageUrl ?? null}
      />
    </Suspense>
  );
}
