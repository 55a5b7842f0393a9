/**
 * Why an uploaded course file was refused. The messages are the API's answers (issue 32 item 4),
 * so they are constants the routes and the tests share; `status` is the HTTP status they go with.
 */

/** 415: the upload is not a zip at all. */
export const NOT_A_ZIP_MESSAGE = 'The file is not a zip archive. Upload a .zip or .imscc file.';
/** 400: the zip is truncated or its directory does not match its contents. */
export const DAMAGED_ZIP_MESSAGE = 'The zip archive is damaged and cannot be read.';
/** 413: more files than an import accepts. */
export const TOO_MANY_ENTRIES_MESSAGE = 'The archive holds too many files.';
/** 413: one file inflates past the per-file limit. */
export const ENTRY_TOO_LARGE_MESSAGE = 'A file in the archive is too large once unpacked.';
/** 413: all files together inflate past the total limit. */
export const ARCHIVE_TOO_LARGE_MESSAGE = 'The archive is too large once unpacked.';
/** 413: a file inflates far more than real course material does (a zip bomb). */
export const COMPRESSION_RATIO_MESSAGE =
  'A file in the archive is compressed suspiciously well and was refused.';
/** 400: a name that would leave the archive's own folder (`..`, `/etc`, `C:\`, `a\b`). */
export const UNSAFE_PATH_MESSAGE = 'The archive contains a file name that is not allowed.';
/** 400: two different files under one name: which one is meant cannot be known. */
export const DUPLICATE_ENTRY_MESSAGE =
  'The archive contains two different files with the same name.';
/** 400: a password-protected entry. */
export const ENCRYPTED_ENTRY_MESSAGE =
  'The archive is password-protected. Export it again without a password.';
/** 400: a zip feature we do not read (zip64, multi-disk, a compression method other than deflate). */
export const UNSUPPORTED_ZIP_MESSAGE =
  'The archive uses a zip feature that is not supported. Export it again as a plain zip.';
/** 400: a zip without imsmanifest.xml. */
export const NOT_A_CARTRIDGE_MESSAGE =
  'The file is not a Common Cartridge: it has no imsmanifest.xml.';
/** 400: imsmanifest.xml that is not well-formed XML, or has no organization or resources. */
export const BAD_MANIFEST_MESSAGE =
  'The Common Cartridge manifest (imsmanifest.xml) is not valid XML.';
/** 400: a zip without course.json. */
export const NOT_A_COURSE_ARCHIVE_MESSAGE =
  'The file is not a course archive: it has no course.json.';
/** 400: course.json that is not JSON or not the documented manifest. */
export const BAD_COURSE_ARCHIVE_MESSAGE = 'The course archive’s course.json is not valid.';

export type InterchangeStatus = 400 | 413 | 415;

/** A refusal of an uploaded archive; the routes answer `status` with `message`. */
export class InterchangeError extends Error {
  readonly status: InterchangeStatus;
  /** Detail for logs only (which entry, which limit); never shown to the user. */
  readonly detail: string | undefined;

  constructor(message: string, status: InterchangeStatus, detail?: string) {
    super(message);
    this.name = 'InterchangeError';
    this.status = status;
    this.detail = detail;
  }
}
