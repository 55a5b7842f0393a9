import { AVATAR_PATH } from '@lp/contract/api';
import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import type { LogoType } from '../branding/logo-sniff';

/** An avatar's file name: its content's sha-256 and the sniffed type's extension. */
export const AVATAR_FILE = /^[a-f0-9]{64}\.(png|jpg|webp)$/;

/** The address an avatar is served at. */
export const avatarUrlOf = (fileName: string) => `${AVATAR_PATH}${fileName}`;

/**
 * Avatars stored by content, per university (issue 35): the same bytes keep one address, and
 * an address opens only for people of the university it was uploaded in.
 */
export function createAvatarStore(db: Db, now: () => Date) {
  return {
    /** Stores the bytes (once) and makes them the user's avatar; answers the file name. */
    async save(universityId: string, userId: string, bytes: Uint8Array, type: LogoType) {
      const fileName = `${createHash('sha256').update(bytes).digest('hex')}.${type.extension}`;
      await db
        .insertInto('user_avatars')
        .values({
          university_id: universityId,
          file_name: fileName,
          mime_type: type.mimeType,
          bytes,
          created_at: now(),
        })
        .onConflict((conflict) => conflict.columns(['university_id', 'file_name']).doNothing())
        .execute();
      await db
        .updateTable('users')
        .set({ avatar_file: fileName })
        .where('id', '=', userId)
        .execute();
      return fileName;
    },

    async clear(userId: string) {
      await db.updateTable('users').set({ avatar_file: null }).where('id', '=', userId).execute();
    },

    /** The avatar with this name of one of these universities, or undefined. */
    find(universityIds: readonly string[], fileName: string) {
      return db
        .selectFrom('user_avatars')
        .select(['mime_type', 'bytes'])
        .where('university_id', 'in', universityIds)
        .where('file_name', '=', fileName)
        .executeTakeFirst();
    },
  };
}
