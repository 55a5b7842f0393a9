import { OIDC_CALLBACK_PATH } from '@lp/contract';
import {
  signInMessages,
  testSignInConnectionRequestSchema,
  universityMessages,
  updateSignInSettingsRequestSchema,
  type SignInSettingsResponse,
  type TestSignInConnectionResponse,
} from '@lp/contract/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, sendData } from '../../http/envelope';
import { pathId } from '../../http/params';
import { parseWith } from '../../http/validate';
import { createUniversityReach } from '../../tenancy/reachable-university';
import { universityAppUrl } from '../../tenancy/university-links';
import type { UniversityRow } from '../../tenancy/university-repository';
import { signedInUser } from '../guard';
import { describeProviderFailure } from './provider-failure';
import { discover } from './provider-client';
import { createProviderSettingsStore, editorSettingsOf } from './provider-settings';
import type { SecretBox } from './secret-box';

const API = '/api/v1';
/** The one access rule: admin, superuser and the university's own university_admin. */
const SIGN_IN_EDITOR = { config: { area: 'sign-in-settings' as const } };
const NO_KEY_IN_PRODUCTION =
  'SIGN_IN_SECRET_KEY is not set on this server, so a client secret cannot be stored safely. Set it (docs/deploying-universities.md) and restart.';

/**
 * The "Sign-in" section of university management (issue 33): a university's OpenID Connect
 * provider, read, saved, removed and tested. The client secret goes in sealed and never comes
 * out; another university answers 404 like an unknown one, as every reach-checked route does.
 */
export function registerProviderSettingsRoutes(
  app: FastifyInstance,
  context: AppContext,
  secrets: SecretBox,
): void {
  const reachable = createUniversityReach(context.db);
  const store = createProviderSettingsStore(context.db);
  const universityOf = (request: FastifyRequest, id: string) =>
    reachable(request, pathId(id, universityMessages.notFound));

  const answerOf = async (university: UniversityRow): Promise<SignInSettingsResponse> => {
    const settings = await store.of(university.id);
    return {
      universityId: university.id,
      universityName: university.name,
      redirectUri: `${universityAppUrl(context, university)}${OIDC_CALLBACK_PATH}`,
      settings: settings ? editorSettingsOf(settings) : null,
    };
  };

  app.get<{ Params: { id: string } }>(
    `${API}/universities/:id/sign-in`,
    SIGN_IN_EDITOR,
    async (request, reply) =>
      sendData(reply, await answerOf(await universityOf(request, request.params.id))),
  );

  app.put<{ Params: { id: string } }>(
    `${API}/universities/:id/sign-in`,
    SIGN_IN_EDITOR,
    async (request, reply) => {
      const university = await universityOf(request, request.params.id);
      const { clientSecret, ...settings } = parseWith(
        updateSignInSettingsRequestSchema,
        request.body,
      );
      if (clientSecret && context.production && secrets.development)
        throw new ApiError(503, NO_KEY_IN_PRODUCTION);
      const sealed = clientSecret ? secrets.seal(clientSecret) : null;
      await store.save(university.id, settings, sealed, signedInUser(request).id, context.now());
      return sendData(reply, await answerOf(university), signInMessages.saved);
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${API}/universities/:id/sign-in`,
    SIGN_IN_EDITOR,
    async (request, reply) => {
      const university = await universityOf(request, request.params.id);
      await store.remove(university.id);
      return sendData(reply, await answerOf(university), signInMessages.removed);
    },
  );

  // Discovery of the issuer typed in the form (or the stored one): what the provider offers,
  // or why it failed. Nothing is stored and no secret is sent.
  app.post<{ Params: { id: string } }>(
    `${API}/universities/:id/sign-in/test`,
    SIGN_IN_EDITOR,
    async (request, reply) => {
      const university = await universityOf(request, request.params.id);
      const body = parseWith(testSignInConnectionRequestSchema, request.body ?? {});
      const stored = await store.of(university.id);
      const issuerUrl = body.issuerUrl ?? stored?.issuerUrl;
      if (!issuerUrl) throw new ApiError(400, signInMessages.issuerUrl);
      let answer: TestSignInConnectionResponse;
      try {
        const metadata = (
          await discover(issuerUrl, stored?.clientId ?? 'connection-test')
        ).serverMetadata();
        answer = {
          ok: true,
          message: signInMessages.connectionOk,
          issuer: metadata.issuer,
          ...(metadata.authorization_endpoint
            ? { authorizationEndpoint: metadata.authorization_endpoint }
            : {}),
          ...(metadata.token_endpoint ? { tokenEndpoint: metadata.token_endpoint } : {}),
          ...(metadata.end_session_endpoint
            ? { endSessionEndpoint: metadata.end_session_endpoint }
            : {}),
          ...(metadata.scopes_supported ? { scopesSupported: metadata.scopes_supported } : {}),
          ...(metadata.code_challenge_methods_supported
            ? { codeChallengeMethods: metadata.code_challenge_methods_supported }
            : {}),
        };
      } catch (error) {
        const failure = describeProviderFailure(error, issuerUrl);
        request.log.info(
          { university: university.slug, cause: failure.cause },
          'sign-in provider test failed',
        );
        answer = { ok: false, message: failure.message };
      }
      return sendData(reply, answer);
    },
  );
}
