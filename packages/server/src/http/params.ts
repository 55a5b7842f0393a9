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
