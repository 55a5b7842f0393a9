import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { UniversitiesTable } from '../db/schema';
import { DEFAULT_UNIVERSITY_ID } from './default-university';

export type UniversityRow = Selectable<UniversitiesTable>;

/** Universities, read by the host they are served on, their slug or their id. */
export function createUniversityRepository(db: Db) {
  const select = () => db.selectFrom('universities').selectAll();
  return {
    byDomain: (domain: string) => select().where('domain', '=', domain).executeTakeFirst(),
    bySlug: (slug: string) => select().where('slug', '=', slug).executeTakeFirst(),
    byId: (id: string) => select().where('id', '=', id).executeTakeFirst(),
    /**
     * The university of a host name: the one with that domain, else the configured default
     * (by slug), else the deployment's own, which the migration made.
     */
    async forHost(host: string, defaultSlug: string): Promise<UniversityRow> {
      const found =
        (host ? await this.byDomain(host) : undefined) ??
        (await this.bySlug(defaultSlug)) ??
        (await this.byId(DEFAULT_UNIVERSITY_ID));
      if (!found) throw new Error('The default university is missing: was it deleted by hand?');
      return found;
    },
  };
}
