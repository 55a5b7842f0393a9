import { preloadDrawnBlocks } from '@lp/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { readDeploymentConfig } from './config/deployment-config';
import { createApiClient } from './data/api-client';
import { readEmbeddedAnswers } from './data/embedded-answers';
import { readPageHydration } from './data/page-hydration';
import { localStore, sessionStore } from './data/safe-storage';
import { createSession } from './data/session';
import { createAppRouter } from './routes/create-app-router';
import './styles.css';

// One build serves many universities: the deployment config is read before the first render,
// from the page when the server embedded it (no round trip), else from /config.json.
const config = await readDeploymentConfig();
const session = createSession(localStore, sessionStore);
// The server may also have written the page's first answers into it (decision 0017).
const api = createApiClient({
  baseUrl: config.apiBaseUrl,
  readCsrfToken: session.csrfToken,
  embeddedAnswers: readEmbeddedAnswers(),
});
const root = document.getElementById('root')!;
// A page the server rendered is hydrated with what it rendered with (decision 0018).
const hydration = root.firstElementChild ? readPageHydration() : null;
const services = {
  config,
  api,
  session,
  ...(hydration && {
    firstRender: { playerLayout: hydration.playerLayout, mode: hydration.mode, now: hydration.now },
  }),
};
const [router, DataCache] = await Promise.all([
  createAppRouter(services, hydration ?? undefined),
  // The data cache starts with the answers the page was drawn with (none on the sign-in page).
  hydration && Object.keys(hydration.answers).length > 0
    ? import('./data/hydrated-cache').then((m) => m.hydratedDataCache(hydration))
    : undefined,
]);
const app = (
  <StrictMode>
    <App services={services} router={router} DataCache={DataCache} />
  </StrictMode>
);
// The code-split blocks the server drew load first: hydrated without their code, they would
// stay server HTML that looks ready but drops what is typed into it (a transcript search).
// Their modules register them by name as the routes' code loads, above.
if (hydration) await preloadDrawnBlocks(hydration.blocks);
// Hydration starts in a task of its own (the modules' evaluation and the first slice of
// hydration were one long task), and in a transition it yields to the browser every few
// milliseconds instead of holding the main thread for the whole page.
if (hydration) {
  await new Promise((next) => setTimeout(next, 0));
  startTransition(() => void hydrateRoot(root, app));
} else createRoot(root).render(app);
