import type { FastifyError, FastifyInstance } from 'fastify';
import { HashingOverloadedError } from '../security/password';
import { ApiError, sendError } from './envelope';

/** Framework errors a client can cause, with the message it should read. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is required',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body length is invalid',
  FST_REQ_FILE_TOO_LARGE: 'Image is too large: the limit is 5 MB',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the image as multipart/form-data',
  FST_PARTS_LIMIT: 'Too many form fields',
  FST_FILES_LIMIT: 'Send one image only',
  FST_FIELDS_LIMIT: 'Too many form fields',
};

/** One error shape for every failure: the envelope, never a stack trace. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | HashingOverloadedError, request, reply) => {
    if (error instanceof HashingOverloadedError) {
      // Too many sign-ins at once: refused early rather than queued for ever (issue 19, item 10).
      reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, 503, 'The server is busy. Please try again in a moment.');
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
    return sendError(reply, 500, 'Something went wrong on our side. Please try again later.');
  });
}
