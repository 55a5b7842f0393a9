import {
  brandingSettingsSchema,
  type BrandingSettings,
  type BrandingVersion,
} from '@lp/contract/api';
import { createHash, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { BrandingVersionsTable } from '../db/schema';
import type { UniversityRow } from '../tenancy/university-repository';
import { brandingWith, settingsOf } from './branding-settings';
import type { LogoType } from './logo-sniff';
import { builtInBrandOf } from './built-in-brand';

/** Who saved or restored, and when (the versions' "who and when"). */
export type SaveRecord = {
  by: { id: string; name: string };
  at: Date;
  /** The version a restore brings back; null for a save. */
  restoredFrom: string | null;
};

export type StoredLogo = { fileName: string; mimeType: string; bytes: number };

/** A stored version as the contract describes it; a bad row is a clear 500, never a bad answer. */
function versionOf(row: Selectable<BrandingVersionsTable>): BrandingVersion {
  return {
    id: row.id,
    savedAt: row.saved_at.toISOString(),
    savedBy:
      row.saved_by_name === null
        ? null
        : { id: row.saved_by_user_id ?? '', name: row.saved_by_name },
    restoredFrom: row.restored_from,
    settings: brandingSettingsSchema.parse(row.settings),
  };
}

/** Branding versions and uploaded logos of universities (issue 17). */
export function createBrandingRepository(db: Db) {
  return {
    /** The newest versions of a university first. */
    async recentVersions(universityId: string, limit: number): Promise<BrandingVersion[]> {
      const rows = await db
        .selectFrom('branding_versions')
        .selectAll()
        .where('university_id', '=', universityId)
        .orderBy('seq', 'desc')
        .limit(limit)
        .execute();
      return rows.map(versionOf);
    },

    /** One version of this university (another university's is not found). */
    async version(universityId: string, id: string): Promise<BrandingVersion | undefined> {
      const row = await db
        .selectFrom('branding_versions')
        .selectAll()
        .where('university_id', '=', universityId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && versionOf(row);
    },

    /**
     * Makes these settings the university's branding and keeps them as a new version. The
     * first save of a university first keeps the branding as it was (no one, at its last
     * change), so it can be restored. The brand id is cleared: /config.json then publishes
     * the saved colours on every page's next load. Undefined when the university is gone.
     */
    async save(
      universityId: string,
      settings: BrandingSettings,
      record: SaveRecord,
    ): Promise<UniversityRow | undefined> {
      return db.transaction().execute(async (trx) => {
        // Locked, so two first saves at once keep one "before" version between them.
        const current = await trx
          .selectFrom('universities')
          .selectAll()
          .where('id', '=', universityId)
          .forUpdate()
          .executeTakeFirst();
        // Deleted since the request found it.
        if (!current) return undefined;
        const earlier = await trx
          .selectFrom('branding_versions')
          .select('id')
          .where('university_id', '=', universityId)
          .limit(1)
          .executeTakeFirst();
        if (!earlier) {
          await trx
            .insertInto('branding_versions')
            .values({
              id: randomUUID(),
              university_id: universityId,
              settings: JSON.stringify(settingsOf(current)),
              saved_by_user_id: null,
              saved_by_name: null,
              saved_at: current.updated_at,
              restored_from: null,
            })
            .execute();
        }
        const updated = await trx
          .updateTable('universities')
          .set({
            branding: JSON.stringify(brandingWith(current.branding, settings)),
            brand_id: builtInBrandOf(settings),
            updated_at: record.at,
          })
          .where('id', '=', universityId)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('branding_versions')
          .values({
            id: randomUUID(),
            university_id: universityId,
            settings: JSON.stringify(settings),
            saved_by_user_id: record.by.id,
            saved_by_name: record.by.name,
            saved_at: record.at,
            restored_from: record.restoredFrom,
          })
          .execute();
        return updated;
      });
    },

    /**
     * Stores an uploaded logo under its content's address; the same bytes for the same
     * university keep the first upload's row.
     */
    async saveLogo(
      universityId: string,
      type: LogoType,
      bytes: Uint8Array,
      uploadedBy: string,
      at: Date,
    ): Promise<StoredLogo> {
      const fileName = `${createHash('sha256').update(bytes).digest('hex')}.${type.extension}`;
      await db
        .insertInto('branding_logos')
        .values({
          university_id: universityId,
          file_name: fileName,
          mime_type: type.mimeType,
          bytes,
          uploaded_by: uploadedBy,
          created_at: at,
        })
        .onConflict((conflict) => conflict.columns(['university_id', 'file_name']).doNothing())
        .execute();
      return { fileName, mimeType: type.mimeType, bytes: bytes.length };
    },

    /** Whether a logo with this file name was uploaded for this university. */
    async hasLogo(universityId: string, fileName: string): Promise<boolean> {
      const row = await db
        .selectFrom('branding_logos')
        .select('file_name')
        .where('university_id', '=', universityId)
        .where('file_name', '=', fileName)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A logo's bytes and type by its file name (the same name is the same bytes everywhere). */
    logo(fileName: string) {
      return db
        .selectFrom('branding_logos')
        .select(['mime_type', 'bytes'])
        .where('file_name', '=', fileName)
        .limit(1)
        .executeTakeFirst();
    },
  };
}
