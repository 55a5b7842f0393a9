import { urlSafeIdSchema } from '@lp/contract';
import { ApiError } from './envelope';

/**
 * An id from the path. Stored ids are URL-safe (contract's urlSafeIdSchema), so anything else
 * cannot name a row: it gets the resource's own 404 without a query.
 */
export function pathId(value: string, notFoundMessage: string): string {
  if (!urlSafeIdSchema.safeParse(value).success) throw new ApiError(404, notFoundMessage);
  return value;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An id from the path that names a `uuid` column: anything else cannot name a row (and would
 * make PostgreSQL fail on the cast), so it gets the resource's own 404 without a query.
 */
export function pathUuid(value: string, notFoundMessage: string): string {
  if (!UUID_PATTERN.test(value)) throw new ApiError(404, notFoundMessage);
  return value.toLowerCase();
}
