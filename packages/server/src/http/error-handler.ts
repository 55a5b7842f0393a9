import type { FastifyError, FastifyInstance } from 'fastify';
import { HashingOverloadedError } from '../security/password';
import { ApiError, sendError } from './envelope';
import { requestMessages as m } from './request-messages';

/** Framework errors a client can cause, with the message it should read. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: m.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: m.bodyRequired,
  FST_ERR_CTP_BODY_TOO_LARGE: m.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: m.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: m.invalidContentLength,
  FST_REQ_FILE_TOO_LARGE: m.imageTooLarge,
  FST_INVALID_MULTIPART_CONTENT_TYPE: m.notMultipart,
  FST_PARTS_LIMIT: m.tooManyFields,
  FST_FILES_LIMIT: m.oneImageOnly,
  FST_FIELDS_LIMIT: m.tooManyFields,
};

/** One error shape for every failure: the envelope, never a stack trace. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | HashingOverloadedError, request, reply) => {
    if (error instanceof HashingOverloadedError) {
      // Too many sign-ins at once: refused early rather than queued for ever (issue 19, item 10).
      reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, 503, m.busy);
    }
    if (error instanceof ApiError) {
      reply.headers(error.headers);
      return sendError(reply, error.statusCode, error.message);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && CLIENT_ERROR_MESSAGES[error.code]) ?? error.message;
      return sendError(reply, status, message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, m.serverError);
  });
}
