/**
 * Why an uploaded course file was refused. The messages are the API's answers (issue 32 item 4),
 * so they are constants the routes and the tests share; `status` is the HTTP status they go with.
 * They are coded `api-course-answers` messages (issue 34), so a client shows them in its language.
 */
import { courseAnswers } from '../course-answers';

/** 415: the upload is not a zip at all. */
export const NOT_A_ZIP_MESSAGE = courseAnswers.importNotZip;
/** 400: the zip is truncated or its directory does not match its contents. */
export const DAMAGED_ZIP_MESSAGE = courseAnswers.importDamagedZip;
/** 413: more files than an import accepts. */
export const TOO_MANY_ENTRIES_MESSAGE = courseAnswers.importTooManyFiles;
/** 413: one file inflates past the per-file limit. */
export const ENTRY_TOO_LARGE_MESSAGE = courseAnswers.importFileTooLarge;
/** 413: all files together inflate past the total limit. */
export const ARCHIVE_TOO_LARGE_MESSAGE = courseAnswers.importArchiveTooLarge;
/** 413: a file inflates far more than real course material does (a zip bomb). */
export const COMPRESSION_RATIO_MESSAGE = courseAnswers.importCompressionRatio;
/** 400: a name that would leave the archive's own folder (`..`, `/etc`, `C:\`, `a\b`). */
export const UNSAFE_PATH_MESSAGE = courseAnswers.importUnsafeName;
/** 400: two different files under one name: which one is meant cannot be known. */
export const DUPLICATE_ENTRY_MESSAGE = courseAnswers.importDuplicateName;
/** 400: a password-protected entry. */
export const ENCRYPTED_ENTRY_MESSAGE = courseAnswers.importPasswordProtected;
/** 400: a zip feature we do not read (zip64, multi-disk, a compression method other than deflate). */
export const UNSUPPORTED_ZIP_MESSAGE = courseAnswers.importUnsupportedZip;
/** 400: a zip without imsmanifest.xml. */
export const NOT_A_CARTRIDGE_MESSAGE = courseAnswers.importNotCartridge;
/** 400: imsmanifest.xml that is not well-formed XML, or has no organization or resources. */
export const BAD_MANIFEST_MESSAGE = courseAnswers.importBadManifest;
/** 400: a zip without course.json. */
export const NOT_A_COURSE_ARCHIVE_MESSAGE = courseAnswers.importNotCourseArchive;
/** 400: course.json that is not JSON or not the documented manifest. */
export const BAD_COURSE_ARCHIVE_MESSAGE = courseAnswers.importBadCourseArchive;

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
