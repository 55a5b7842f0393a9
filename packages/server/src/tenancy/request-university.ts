import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { requestHostName } from './request-host';
import { createUniversityRepository, type UniversityRow } from './university-repository';

/** The university a request belongs to, by its host (the configured default for any other). */
export function universityOfRequest(
  context: AppContext,
  request: FastifyRequest,
): Promise<UniversityRow> {
  return createUniversityRepository(context.db).forHost(
    requestHostName(request),
    context.defaultUniversitySlug,
  );
}
