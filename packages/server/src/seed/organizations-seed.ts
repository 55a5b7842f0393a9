import { sampleOrganizations } from '@lp/contract';
import type { Db } from '../db/database';
import { DEFAULT_UNIVERSITY_ID } from '../tenancy/default-university';

/**
 * The organizations dashboard's sample records (issue 18), for the deployment's own
 * university, idempotently: a record already there is kept as the deployment changed it.
 */
export async function seedOrganizations(db: Db): Promise<void> {
  for (const [position, organization] of sampleOrganizations.entries()) {
    await db
      .insertInto('organizations')
      .values({
        id: organization.id,
        university_id: DEFAULT_UNIVERSITY_ID,
        position,
        body: JSON.stringify(organization),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
}
