/**
 * One upload, either format: POST /courses/import takes a course archive or a Common Cartridge
 * and tells them apart by what the zip holds, unzipping it once.
 */
import { COURSE_ARCHIVE_MANIFEST } from '@lp/contract/api';
import { courseAnswers } from '../course-answers';
import { CARTRIDGE_MANIFEST, importCartridgeFiles } from './common-cartridge';
import { readCourseArchiveFiles, type ImportedCourse } from './course-archive';
import { InterchangeError } from './interchange-error';
import { DEFAULT_UNZIP_LIMITS, unzipSafely, type UnzipLimits } from './safe-unzip';

/** 400: a zip that is neither of the two formats. */
export const NOT_A_COURSE_FILE_MESSAGE = courseAnswers.importNotCourseFile;

export type ImportedCourseFile = ImportedCourse & {
  /** Which format the file was. */
  source: 'course-archive' | 'common-cartridge';
};

/** Reads an uploaded course file as a draft course; refusals are `InterchangeError`s. */
export function importCourseFile(
  bytes: Uint8Array,
  options: { limits?: UnzipLimits; newId?: () => string } = {},
): ImportedCourseFile {
  const files = unzipSafely(bytes, options.limits ?? DEFAULT_UNZIP_LIMITS);
  if (files.has(COURSE_ARCHIVE_MANIFEST)) {
    return { source: 'course-archive', ...readCourseArchiveFiles(files, options) };
  }
  if (files.has(CARTRIDGE_MANIFEST)) {
    return { source: 'common-cartridge', transcripts: [], ...importCartridgeFiles(files) };
  }
  throw new InterchangeError(NOT_A_COURSE_FILE_MESSAGE, 400);
}
