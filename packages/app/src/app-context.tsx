import type { Translations } from '@lp/ui';
import { createContext, use } from 'react';
import type { DeploymentConfig } from './config/deployment-config';
import type { ApiClient } from './data/api-client';
import type { FirstRender } from './data/first-render';
import type { Session } from './data/session';

/** The app's edges, made once at start: configuration, the API client, the session. */
export interface AppServices {
  config: DeploymentConfig;
  api: ApiClient;
  session: Session;
  /** Present when the page is rendered on the server, or hydrates what the server rendered. */
  firstRender?: FirstRender;
  /** The page's language and its messages (issue 34); absent: English. */
  translations?: Translations;
}

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = use(AppServicesContext);
  if (!services) throw new Error('useAppServices must be used inside <AppServicesContext>');
  return services;
}
