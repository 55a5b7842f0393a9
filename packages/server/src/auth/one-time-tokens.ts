import type { TokenType } from '@lp/contract/api';
import type { Db } from '../db/database';
import { randomToken, sha256 } from '../security/tokens';

/** How long each e-mailed token works; docs/api.md and decision 0002 give the reasons. */
export const TOKEN_LIFETIME_MS: Record<TokenType, number> = {
  RESET_PASSWORD: 30 * 60 * 1000,
  EMAIL_VERIFICATION: 24 * 60 * 60 * 1000,
  INVITATION: 7 * 24 * 60 * 60 * 1000,
};

export type TokenGrant = {
  email: string;
  userId: string | null;
  role: string | null;
  createdBy: string | null;
  /** Invitations: the university the new account joins (null: the host's, at acceptance). */
  universityId?: string | null;
};

type GrantRow = {
  email: string;
  user_id: string | null;
  role: string | null;
  created_by: string | null;
  university_id: string | null;
};

const toGrant = (row: GrantRow): TokenGrant => ({
  email: row.email,
  userId: row.user_id,
  role: row.role,
  createdBy: row.created_by,
  universityId: row.university_id,
});

/**
 * Random single-use tokens sent by e-mail. Only their sha-256 is stored; issuing
 * a new one for the same purpose and address retires the older ones.
 */
export function createTokenStore(db: Db, now: () => Date) {
  return {
    async issue(purpose: TokenType, grant: TokenGrant) {
      const token = randomToken();
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + TOKEN_LIFETIME_MS[purpose]);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('tokens')
          .set({ used_at: createdAt })
          .where('purpose', '=', purpose)
          .where('email', '=', grant.email)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('tokens')
          .values({
            token_hash: sha256(token),
            purpose,
            email: grant.email,
            user_id: grant.userId,
            role: grant.role,
            created_by: grant.createdBy,
            university_id: grant.universityId ?? null,
            created_at: createdAt,
            expires_at: expiresAt,
            used_at: null,
          })
          .execute();
      });
      return { token, expiresAt };
    },

    /** The grant of a token still usable (unused, unexpired), without using it. */
    async peek(purpose: TokenType, token: string): Promise<TokenGrant | null> {
      const row = await db
        .selectFrom('tokens')
        .select(['email', 'user_id', 'role', 'created_by', 'university_id'])
        .where('token_hash', '=', sha256(token))
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now())
        .executeTakeFirst();
      return row ? toGrant(row) : null;
    },

    /** Uses a token once: of two concurrent calls only one gets the grant. */
    async consume(purpose: TokenType, token: string): Promise<TokenGrant | null> {
      const at = now();
      const row = await db
        .updateTable('tokens')
        .set({ used_at: at })
        .where('token_hash', '=', sha256(token))
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning(['email', 'user_id', 'role', 'created_by', 'university_id'])
        .executeTakeFirst();
      return row ? toGrant(row) : null;
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
