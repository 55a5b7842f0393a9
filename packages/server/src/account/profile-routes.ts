import {
  AVATAR_MAX_BYTES,
  accountMessages,
  updateProfileRequestSchema,
  type AccountProfile,
  type AvatarUploadResponse,
} from '@lp/contract/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sniffLogo } from '../branding/logo-sniff';
import type { AppContext } from '../context';
import { ApiError, sendData } from '../http/envelope';
import { parseWith } from '../http/validate';
import { API, OWN_ACCOUNT, ownSession } from './account-kit';
import { AVATAR_FILE, avatarUrlOf, createAvatarStore } from './avatar-store';

/**
 * The name is the content's hash, so the bytes behind it never change; the sandboxing policy
 * keeps an avatar opened on its own from running anything (as the logos, branding-routes.ts).
 * Private: an avatar is shown only to people of the same university.
 */
const AVATAR_HEADERS = {
  'cache-control': 'private, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};

/** The upload's bytes from the multipart field "avatar", within the avatar's size limit. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError(400, accountMessages.avatarMissing);
  const file = await request.file({
    limits: { fileSize: AVATAR_MAX_BYTES },
    throwFileSizeLimit: false,
  });
  if (!file || file.fieldname !== 'avatar') throw new ApiError(400, accountMessages.avatarMissing);
  const bytes = await file.toBuffer();
  if (file.file.truncated) throw new ApiError(413, accountMessages.avatarTooLarge);
  if (bytes.length === 0) throw new ApiError(400, accountMessages.avatarMissing);
  return bytes;
}

/** The profile page (issue 35): who the person is, their name and department, their avatar. */
export function registerProfileRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const avatars = createAvatarStore(db, context.now);

  async function profileOf(userId: string): Promise<AccountProfile> {
    const row = await db
      .selectFrom('users')
      .innerJoin('universities', 'universities.id', 'users.university_id')
      .select([
        'users.first_name',
        'users.last_name',
        'users.email',
        'users.roles',
        'users.department',
        'users.avatar_file',
        'universities.name as university_name',
      ])
      .where('users.id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      roles: row.roles as AccountProfile['roles'],
      universityName: row.university_name,
      department: row.department,
      avatarUrl: row.avatar_file ? avatarUrlOf(row.avatar_file) : null,
    };
  }

  app.get(`${API}/account/profile`, OWN_ACCOUNT, async (request, reply) =>
    sendData(reply, await profileOf(ownSession(request).user.id)),
  );

  app.put(`${API}/account/profile`, OWN_ACCOUNT, async (request, reply) => {
    const { user } = ownSession(request);
    const body = parseWith(updateProfileRequestSchema, request.body);
    await db
      .updateTable('users')
      .set({ first_name: body.firstName, last_name: body.lastName, department: body.department })
      .where('id', '=', user.id)
      .execute();
    return sendData(reply, await profileOf(user.id), accountMessages.profileSaved);
  });

  app.post(`${API}/account/avatar`, OWN_ACCOUNT, async (request, reply) => {
    const session = ownSession(request);
    const bytes = await uploadedBytes(request);
    // The type is the bytes' alone, whatever the file's name or declared type say.
    const sniffed = sniffLogo(bytes);
    if (sniffed.kind !== 'logo') throw new ApiError(415, accountMessages.avatarType);
    const fileName = await avatars.save(session.universityId, session.user.id, bytes, sniffed.type);
    const answer: AvatarUploadResponse = {
      avatarUrl: avatarUrlOf(fileName),
      bytes: bytes.length,
      type: sniffed.type.mimeType,
    };
    return sendData(reply, answer, accountMessages.avatarUploaded, 201);
  });

  app.delete(`${API}/account/avatar`, OWN_ACCOUNT, async (request, reply) => {
    await avatars.clear(ownSession(request).user.id);
    return sendData(reply, null, accountMessages.avatarRemoved);
  });

  app.get<{ Params: { file: string } }>(
    `${API}/account/avatars/:file`,
    {
      ...OWN_ACCOUNT,
      // After the global security headers, whose no-store and page policy would replace these.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200) reply.headers(AVATAR_HEADERS);
        return payload;
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      // Tenancy: avatars of the viewer's own university, or of the one their admin screens
      // work on (user management); another's answer as unknown.
      const session = ownSession(request);
      const universities = [session.universityId, session.currentUniversityId];
      const found = AVATAR_FILE.test(file) ? await avatars.find(universities, file) : undefined;
      if (!found) throw new ApiError(404, accountMessages.avatarNotFound);
      return reply.header('content-type', found.mime_type).send(Buffer.from(found.bytes));
    },
  );
}
