import { AVATAR_MAX_BYTES, COURSE_IMAGE_MAX_BYTES } from '@lp/contract/api';
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { COURSE_IMPORT_MAX_BYTES } from '../courses/interchange/interchange-routes';

/** The largest form a page posts as text (sign-in, registration, password reset). */
export const PAGE_FORM_LIMIT_BYTES = 16 * 1024;

/**
 * The most of a file a page's form hands on: one byte past the largest upload a page sends
 * (the profile's avatar, a course's image, a course archive to import). A larger file reaches
 * the API cut there, still too large, so the API answers with its own message, as it does to
 * the script's upload; one limit per upload, the API's.
 */
export const PAGE_FILE_LIMIT_BYTES =
  Math.max(AVATAR_MAX_BYTES, COURSE_IMAGE_MAX_BYTES, COURSE_IMPORT_MAX_BYTES) + 1;

/** Text fields a page's upload form may carry beside its file (the form's intent and a few). */
const PAGE_UPLOAD_FIELDS = 10;

/**
 * A page's form sent before the app's script ran, as the app's action reads it: URL-encoded
 * text (web/app-static.ts parses it as a string), or an upload form (`multipart/form-data`,
 * read here: its text fields and at most one file). Null for anything else, or an upload
 * that breaks the limits: the page is then sent again.
 */
export async function readPageForm(request: FastifyRequest): Promise<string | FormData | null> {
  if (typeof request.body === 'string') return request.body;
  if (!request.isMultipart()) return null;
  const form = new FormData();
  try {
    const options: FastifyMultipartBaseOptions = {
      limits: {
        fileSize: PAGE_FILE_LIMIT_BYTES,
        files: 1,
        fields: PAGE_UPLOAD_FIELDS,
        fieldSize: PAGE_FORM_LIMIT_BYTES,
        parts: PAGE_UPLOAD_FIELDS + 1,
      },
      // A file past the limit is handed on cut (above), not refused here. parts() reads this
      // option as file() does, though its types leave it out.
      throwFileSizeLimit: false,
    };
    const parts = request.parts(options);
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        const blob = new Blob([new Uint8Array(bytes)], { type: part.mimetype });
        form.append(part.fieldname, blob, part.filename);
      } else if (typeof part.value === 'string') {
        form.append(part.fieldname, part.value);
      }
    }
  } catch (error) {
    request.log.info({ err: error }, 'a page form that could not be read');
    return null;
  }
  return form;
}
