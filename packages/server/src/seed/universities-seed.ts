import { sampleUniversities } from '@lp/contract';
import type { Db } from '../db/database';

/**
 * The spec's sample universities (one of each status), beside the deployment's own: they fill
 * the admin screens, and their domains let one process serve several brands (issue 16).
 * Their counts are not stored: the server counts users and courses.
 */
export async function seedUniversities(db: Db, now: () => Date): Promise<void> {
  const values = sampleUniversities.map((university) => ({
    id: university.id,
    name: university.name,
    slug: university.slug,
    domain: university.domain?.toLowerCase() ?? null,
    description: university.description,
    status: university.status,
    branding: JSON.stringify(university.branding),
    brand_id: null,
    sections: null,
    created_at: new Date(university.createdAt),
    updated_at: now(),
  }));
  await db
    .insertInto('universities')
    .values(values)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
