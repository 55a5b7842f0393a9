import type { PublicSignIn, RoleMapping, SignInSettings } from '@lp/contract/api';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { SignInProvidersTable } from '../../db/schema';

/** The settings the editor sends, once parsed (defaults filled in), without the secret. */
export type EditedSettings = Omit<SignInSettings, 'clientSecretSet' | 'updatedAt'>;

/** A university's provider as the server uses it: the secret still sealed. */
export type ProviderSettings = EditedSettings & {
  universityId: string;
  clientSecretSealed: string | null;
  updatedAt: Date;
};

type Row = Selectable<SignInProvidersTable>;

function settingsOfRow(row: Row): ProviderSettings {
  return {
    universityId: row.university_id,
    kind: row.kind as ProviderSettings['kind'],
    enabled: row.enabled,
    issuerUrl: row.issuer_url,
    clientId: row.client_id,
    clientSecretSealed: row.client_secret_sealed,
    scopes: row.scopes,
    buttonLabel: row.button_label,
    allowedDomains: row.allowed_domains,
    roleClaim: row.role_claim,
    roleMappings: row.role_mappings as RoleMapping[],
    updateRoleOnSignIn: row.update_role_on_sign_in,
    localPasswords: row.local_passwords,
    rpLogout: row.rp_logout,
    updatedAt: row.updated_at,
  };
}

/** What the editor reads: never the secret, only whether one is stored. */
export function editorSettingsOf(settings: ProviderSettings): SignInSettings {
  const { universityId: _id, clientSecretSealed, updatedAt, ...shown } = settings;
  return { ...shown, clientSecretSet: !!clientSecretSealed, updatedAt: updatedAt.toISOString() };
}

/** The stored sign-in providers, one per university. */
export function createProviderSettingsStore(db: Db) {
  return {
    async of(universityId: string): Promise<ProviderSettings | null> {
      const row = await db
        .selectFrom('sign_in_providers')
        .selectAll()
        .where('university_id', '=', universityId)
        .executeTakeFirst();
      return row ? settingsOfRow(row) : null;
    },

    /** Saves; `sealedSecret` null keeps the stored secret. */
    async save(
      universityId: string,
      settings: EditedSettings,
      sealedSecret: string | null,
      by: string,
      at: Date,
    ): Promise<void> {
      const values = {
        kind: settings.kind,
        enabled: settings.enabled,
        issuer_url: settings.issuerUrl,
        client_id: settings.clientId,
        scopes: settings.scopes,
        button_label: settings.buttonLabel,
        allowed_domains: JSON.stringify(settings.allowedDomains),
        role_claim: settings.roleClaim,
        role_mappings: JSON.stringify(settings.roleMappings),
        update_role_on_sign_in: settings.updateRoleOnSignIn,
        local_passwords: settings.localPasswords,
        rp_logout: settings.rpLogout,
        updated_at: at,
        updated_by: by,
      };
      await db
        .insertInto('sign_in_providers')
        .values({ university_id: universityId, ...values, client_secret_sealed: sealedSecret })
        .onConflict((conflict) =>
          conflict
            .column('university_id')
            .doUpdateSet(sealedSecret ? { ...values, client_secret_sealed: sealedSecret } : values),
        )
        .execute();
    },

    async remove(universityId: string): Promise<void> {
      await db.deleteFrom('sign_in_providers').where('university_id', '=', universityId).execute();
    },
  };
}

/** What a university's pages are told: the button's label (when on) and the password switch. */
export function publicSignInOf(settings: ProviderSettings | null): PublicSignIn {
  const on = !!settings && settings.enabled;
  return {
    providerLabel: on ? settings.buttonLabel : null,
    // Without a working provider, passwords stay: switching them off needs the provider on.
    localPasswords: on ? settings.localPasswords : true,
  };
}
