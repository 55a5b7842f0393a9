import {
  BRANDING_LOGO_MAX_BYTES,
  BRANDING_LOGO_PATH,
  BRANDING_VERSIONS_SHOWN,
  brandingMessages,
} from '@lp/contract';
import {
  universityMessages,
  updateBrandingRequestSchema,
  type BrandingResponse,
  type BrandingSettings,
  type LogoUploadResponse,
} from '@lp/contract/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInUser } from '../auth/guard';
import type { AppContext } from '../context';
import { ApiError, sendData } from '../http/envelope';
import { pathId, pathUuid } from '../http/params';
import { parseWith } from '../http/validate';
import { createUniversityReach } from '../tenancy/reachable-university';
import type { UniversityRow } from '../tenancy/university-repository';
import { createBrandingRepository, type SaveRecord } from './branding-repository';
import { settingsOf } from './branding-settings';
import { sniffLogo } from './logo-sniff';

const API = '/api/v1';
/** Spec 2 §6: the branding editor is for admin, university_admin and superuser. */
const BRANDING_EDITOR = { config: { area: 'university-admin' as const } };
/** An uploaded logo's file name: its content's sha-256 and the sniffed type's extension. */
const LOGO_FILE = /^[a-f0-9]{64}\.(png|jpg|webp)$/;
const LOGO_NOT_FOUND = 'Logo not found.';
/**
 * The name is the content's hash, so the bytes behind it never change. The sandboxing policy
 * keeps a logo opened on its own from running anything, should a browser ever render it as
 * a document.
 */
const LOGO_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};

/** The signed-in user as the versions name them. */
function saverOf(request: FastifyRequest): SaveRecord['by'] {
  const user = signedInUser(request);
  return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.email };
}

/** The upload's bytes from the multipart field "logo", within the logo's own size limit. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError(400, brandingMessages.logoMissing);
  // The plugin's global limit is the course image's 5 MB: the logo's is set per request,
  // and checked here (not thrown by the plugin) so the answer carries the logo's message.
  const file = await request.file({
    limits: { fileSize: BRANDING_LOGO_MAX_BYTES },
    throwFileSizeLimit: false,
  });
  if (!file || file.fieldname !== 'logo') throw new ApiError(400, brandingMessages.logoMissing);
  const bytes = await file.toBuffer();
  if (file.file.truncated) throw new ApiError(413, brandingMessages.logoTooLarge);
  if (bytes.length === 0) throw new ApiError(400, brandingMessages.logoMissing);
  return bytes;
}

/**
 * The branding editor (issue 17, spec 2 §2.13): a university's brand saved for real, kept as
 * versions with who and when, and published through /config.json on every page's next load;
 * logos uploaded, checked by their bytes and served from here. A university_admin reaches only
 * their own university (another answers 404, as every reach-checked route).
 */
export function registerBrandingRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, now } = context;
  const reachable = createUniversityReach(db);
  const store = createBrandingRepository(db);

  const universityOf = (request: FastifyRequest, id: string) =>
    reachable(request, pathId(id, universityMessages.notFound));

  /** Saves or restores; a university deleted meanwhile answers as an unknown one. */
  const saveAs = async (universityId: string, settings: BrandingSettings, record: SaveRecord) => {
    const saved = await store.save(universityId, settings, record);
    if (!saved) throw new ApiError(404, universityMessages.notFound);
    return saved;
  };

  const brandingOf = async (university: UniversityRow): Promise<BrandingResponse> => ({
    universityId: university.id,
    universityName: university.name,
    settings: settingsOf(university),
    versions: await store.recentVersions(university.id, BRANDING_VERSIONS_SHOWN),
  });

  app.get<{ Params: { id: string } }>(
    `${API}/universities/:id/branding`,
    BRANDING_EDITOR,
    async (request, reply) =>
      sendData(reply, await brandingOf(await universityOf(request, request.params.id))),
  );

  app.put<{ Params: { id: string } }>(
    `${API}/universities/:id/branding`,
    BRANDING_EDITOR,
    async (request, reply) => {
      const university = await universityOf(request, request.params.id);
      // customCss is only ever empty here: the schema refuses any other (decision 0015).
      const { customCss: _empty, ...settings } = parseWith(
        updateBrandingRequestSchema,
        request.body,
      );
      if (settings.logoUrl.startsWith(BRANDING_LOGO_PATH)) {
        const fileName = settings.logoUrl.slice(BRANDING_LOGO_PATH.length);
        if (!(await store.hasLogo(university.id, fileName)))
          throw new ApiError(400, brandingMessages.logoUrl);
      }
      const saved = await saveAs(university.id, settings, {
        by: saverOf(request),
        at: now(),
        restoredFrom: null,
      });
      return sendData(reply, await brandingOf(saved), brandingMessages.saved);
    },
  );

  app.post<{ Params: { id: string; versionId: string } }>(
    `${API}/universities/:id/branding/versions/:versionId/restore`,
    BRANDING_EDITOR,
    async (request, reply) => {
      const university = await universityOf(request, request.params.id);
      const versionId = pathUuid(request.params.versionId, brandingMessages.versionNotFound);
      const version = await store.version(university.id, versionId);
      if (!version) throw new ApiError(404, brandingMessages.versionNotFound);
      const saved = await saveAs(university.id, version.settings, {
        by: saverOf(request),
        at: now(),
        restoredFrom: version.id,
      });
      return sendData(reply, await brandingOf(saved), brandingMessages.restored);
    },
  );

  app.post<{ Params: { id: string } }>(
    `${API}/universities/:id/branding/logo`,
    BRANDING_EDITOR,
    async (request, reply) => {
      const university = await universityOf(request, request.params.id);
      const bytes = await uploadedBytes(request);
      const sniffed = sniffLogo(bytes);
      if (sniffed.kind === 'markup') throw new ApiError(415, brandingMessages.logoSvg);
      if (sniffed.kind === 'other') throw new ApiError(415, brandingMessages.logoType);
      const logo = await store.saveLogo(
        university.id,
        sniffed.type,
        bytes,
        signedInUser(request).id,
        now(),
      );
      const answer: LogoUploadResponse = {
        logoUrl: `${BRANDING_LOGO_PATH}${logo.fileName}`,
        bytes: logo.bytes,
        type: logo.mimeType,
      };
      return sendData(reply, answer, brandingMessages.logoUploaded, 201);
    },
  );

  // Public, like a published course's image: the sign-in page shows the logo before anyone
  // signs in. No session is read (auth 'none'): nothing about the answer depends on one.
  app.get<{ Params: { file: string } }>(
    `${API}/branding/logos/:file`,
    {
      config: { auth: 'none' },
      // After the global security headers, whose page policy would otherwise replace this one.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200) reply.headers(LOGO_HEADERS);
        return payload;
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const logo = LOGO_FILE.test(file) ? await store.logo(file) : undefined;
      if (!logo) throw new ApiError(404, LOGO_NOT_FOUND);
      return reply.header('content-type', logo.mime_type).send(Buffer.from(logo.bytes));
    },
  );
}
