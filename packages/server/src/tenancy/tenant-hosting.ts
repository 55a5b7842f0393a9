import type { DeploymentConfigResponse } from '@lp/contract/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { publicSignInOfUniversity } from '../auth/oidc/sign-in-providers';
import { deploymentConfigOf } from './deployment-config';
import { universityOfRequest } from './request-university';
import { suspendedNoticeHtml } from './suspended-notice';
import type { UniversityRow } from './university-repository';

/** The deployment config of the request's university, which the app's pages carry (web/app-static.ts). */
export type DeploymentConfigOfRequest = (
  request: FastifyRequest,
) => Promise<DeploymentConfigResponse>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Absent on a server without tenancy. */
    deploymentConfigOfRequest?: DeploymentConfigOfRequest;
  }
}

/** Files and the API: everything that is not one of the app's pages (or its config). */
const NOT_A_PAGE = /^\/(?:api|ws-presence|assets)(?:\/|$)|\.(?!json$)[a-z0-9]+$/i;

/**
 * One process, many universities (issue 16): each request's university comes from its Host.
 * `/config.json` and every page's embedded config are built for it (name, brand, logo,
 * sections), so a second university needs a row and a DNS name, no build and no restart; a
 * suspended university's host serves a plain notice instead of the app.
 */
export function installTenantHosting(app: FastifyInstance, context: AppContext): void {
  // A page's request asks twice (the suspension hook, then the page): look it up once.
  const universities = new WeakMap<FastifyRequest, Promise<UniversityRow>>();
  const universityOf = (request: FastifyRequest) => {
    let university = universities.get(request);
    if (!university) {
      university = universityOfRequest(context, request);
      universities.set(request, university);
    }
    return university;
  };
  const configOf: DeploymentConfigOfRequest = async (request) => {
    const university = await universityOf(request);
    const { config, problems } = deploymentConfigOf(university);
    if (problems.length > 0) {
      request.log.warn({ university: university.slug, problems }, 'branding fell back');
    }
    return { ...config, signIn: await publicSignInOfUniversity(context.db, university.id) };
  };
  app.decorate('deploymentConfigOfRequest', configOf);

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url.split('?', 1)[0] ?? '';
    if (NOT_A_PAGE.test(path)) return;
    const university = await universityOf(request);
    if (university.status !== 'suspended') return;
    return reply
      .code(403)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(suspendedNoticeHtml(university.name));
  });

  app.get('/config.json', async (request, reply) => {
    const config = await configOf(request);
    // Read again on every load, so a changed brand applies without a rebuild or restart.
    return reply.header('cache-control', 'no-cache').send(config);
  });
}
