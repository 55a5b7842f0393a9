import { preloadLazyComponents, preloadMessages } from '@lp/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { readDeploymentConfig } from './config/deployment-config';
import { createApiClient } from './data/api-client';
import { readPageState } from './data/page-state';
import { localStore, sessionStore } from './data/safe-storage';
import { createSession } from './data/session';
import { adoptLocale, browserTranslations } from './data/translations';
import { loaderDataByKey } from './routes/route-data';
import { createAppRouter } from './routes/create-app-router';
import { nextTask } from './next-task';
import './styles.css';

// One build serves many universities: the page carries its university's config, the session
// it was served for and, when the server rendered it, what it was rendered with (lp-page).
// The modules' evaluation was a task's work already: the page's start begins in the next.
await nextTask();
const page = readPageState();
const config = await readDeploymentConfig(page.config);
const session = createSession(localStore, sessionStore);
// The server's word on who is signed in is the truth; storage only caches it (issue 31).
if (page.session !== undefined) session.adopt(page.session);
const api = createApiClient({ baseUrl: config.apiBaseUrl, readCsrfToken: session.csrfToken });
const root = document.getElementById('root')!;
// A page the server rendered is hydrated with what it was rendered with.
const hydration = root.firstElementChild ? page.hydration : null;
// The page's language is the server's choice (the person's, or the browser's best match).
const locale = page.locale ?? 'en';
adoptLocale(locale);
const translations = browserTranslations(locale);
const services = {
  config,
  api,
  session,
  translations,
  ...(hydration && {
    firstRender: { playerLayout: hydration.playerLayout, mode: hydration.mode, now: hydration.now },
  }),
};
const dataByKey = hydration ? loaderDataByKey(hydration.loaderData) : {};
/**
 * The router, with the matched routes' code loaded when the page is to be hydrated. Code that
 * cannot load (a tab of an old build after a redeploy) cannot hydrate anything: the page is
 * then drawn afresh, and the route's loader reports it ('A new version is available').
 */
async function startRouter() {
  await nextTask(); // the services were this task's work; the routes are the next one's
  if (!hydration) return { router: await createAppRouter(services), hydrating: false };
  try {
    return { router: await createAppRouter(services, hydration), hydrating: true };
  } catch {
    return { router: await createAppRouter(services), hydrating: false };
  }
}
const [{ router, hydrating }, , DataCache] = await Promise.all([
  startRouter(),
  // The namespaces the server's render used, in its language: the first render says the same.
  hydration ? preloadMessages(translations, hydration.messages ?? []) : undefined,
  // The data cache starts with what the loaders returned (none on the sign-in page).
  Object.keys(dataByKey).length > 0
    ? import('./data/hydrated-cache').then((m) => m.dataCacheWith(dataByKey, true))
    : undefined,
]);
const app = (
  <StrictMode>
    <App services={services} router={router} DataCache={DataCache} />
  </StrictMode>
);
// The code of the lazy components the server drew loads first: hydrated without it, they
// would stay server HTML that looks ready but drops what is typed into it (a transcript search).
// Their modules register them by name as the routes' code loads, above.
if (hydrating) await preloadLazyComponents(hydration!.lazyComponents);
// Hydration starts in a task of its own, and in a transition it yields to the browser every
// few milliseconds instead of holding the main thread for the whole page.
if (hydrating) {
  await nextTask();
  startTransition(() => void hydrateRoot(root, app));
} else {
  root.replaceChildren(); // a server's page that cannot be hydrated is drawn afresh
  createRoot(root).render(app);
}
