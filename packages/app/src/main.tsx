import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { readDeploymentConfig } from './config/deployment-config';
import { createApiClient } from './data/api-client';
import { readEmbeddedAnswers } from './data/embedded-answers';
import { localStore, sessionStore } from './data/safe-storage';
import { createSession } from './data/session';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App services={{ config, api, session }} />
  </StrictMode>,
);
