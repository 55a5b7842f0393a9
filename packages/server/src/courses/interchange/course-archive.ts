/**
 * Our own course archive (issue 32 item 4; docs/course-archive.md): writing a course as one zip
 * and reading one back as a draft. Bytes in, data out: the routes store what this returns.
 */
import { randomUUID } from 'node:crypto';
import { formatWebVtt, parseWebVtt, type Lesson, type Module, type Transcript } from '@lp/contract';
import {
  COURSE_ARCHIVE_FORMAT,
  COURSE_ARCHIVE_MANIFEST,
  COURSE_ARCHIVE_VERSION,
  controlCharacterMessage,
  courseArchiveManifestSchema,
  malformedTextMessage,
  type ArchiveLesson,
  type ArchiveSegment,
  type CourseArchiveManifest,
  type CourseDetail,
  type CreateCourseRequest,
} from '@lp/contract/api';
import { strToU8, strFromU8, zipSync, type Zippable } from 'fflate';
import { sniffImageType } from '../image-sniff';
import { checkedCourse } from './checked-course';
import { courseAnswers } from '../course-answers';
import { reportText, skippedItem, startReport, type ImportReport } from './import-report';
import {
  BAD_COURSE_ARCHIVE_MESSAGE,
  InterchangeError,
  NOT_A_COURSE_ARCHIVE_MESSAGE,
} from './interchange-error';
import { DEFAULT_UNZIP_LIMITS, unzipSafely, type UnzipLimits, type ZipEntries } from './safe-unzip';

/** The course image as stored: its bytes and their type. */
export interface CourseImage {
  bytes: Uint8Array;
  mimeType: string;
}

/** What an import produces; the route creates the course, its transcripts and its image from it. */
export interface ImportedCourse {
  /** Always a draft (`isPublished: false`) and never shared, whatever the source was. */
  course: CreateCourseRequest;
  /** Transcripts under fresh ids, which the course's video lessons already point to. */
  transcripts: Transcript[];
  image?: CourseImage;
  report: ImportReport;
}

const imageExtensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * A lesson's file: positions first, so a listing of the zip reads in order, and unique even
 * where two modules use one lesson id (ids are unique within a module only).
 */
export function lessonFileName(
  folder: 'lessons' | 'transcripts',
  moduleNo: number,
  lessonNo: number,
  lessonId: string,
): string {
  return `${folder}/${moduleNo}-${lessonNo}-${lessonId}.${folder === 'lessons' ? 'md' : 'vtt'}`;
}

/** What an export reads of a course: GET /courses/:id's detail and the builder's course both have it. */
export type ExportableCourse = Pick<
  CourseDetail,
  | 'title'
  | 'description'
  | 'category'
  | 'difficultyLevel'
  | 'estimatedDurationHours'
  | 'language'
  | 'modules'
  | 'transcripts'
>;

/** Writes a course, with its transcripts and image, as one zip. */
export function exportCourseArchive(
  detail: ExportableCourse,
  options: { image?: CourseImage; exportedAt?: Date } = {},
): Uint8Array {
  const files: Zippable = {};
  const transcripts = new Map(detail.transcripts.map((transcript) => [transcript.id, transcript]));
  const imageExtension = options.image ? imageExtensions[options.image.mimeType] : undefined;
  const imagePath = imageExtension ? `assets/cover.${imageExtension}` : null;
  if (imagePath && options.image) files[imagePath] = options.image.bytes;

  const manifest: CourseArchiveManifest = {
    format: COURSE_ARCHIVE_FORMAT,
    version: COURSE_ARCHIVE_VERSION,
    exportedAt: (options.exportedAt ?? new Date()).toISOString(),
    course: {
      title: detail.title,
      description: detail.description,
      category: detail.category,
      difficultyLevel: knownLevel(detail.difficultyLevel),
      estimatedDurationHours: detail.estimatedDurationHours,
      language: detail.language,
      image: imagePath,
    },
    modules: detail.modules.map((module, moduleIndex) => ({
      id: module.id,
      title: module.title,
      description: module.description,
      totalDuration: module.totalDuration,
      ...(module.thumbnail === undefined ? {} : { thumbnail: module.thumbnail }),
      lessons: module.lessons.map((lesson, lessonIndex) => {
        const entry = archiveLesson(lesson);
        if (lesson.type === 'text' && typeof lesson.content === 'string') {
          entry.file = lessonFileName('lessons', moduleIndex + 1, lessonIndex + 1, lesson.id);
          files[entry.file] = strToU8(lesson.content);
        } else {
          entry.content = lesson.content;
        }
        const transcript = lesson.transcriptId ? transcripts.get(lesson.transcriptId) : undefined;
        // A transcript without cues is not a WebVTT file anyone could read: it is left out.
        if (transcript && transcript.segments.length > 0) {
          entry.transcript = {
            file: lessonFileName('transcripts', moduleIndex + 1, lessonIndex + 1, lesson.id),
            title: transcript.title,
            segments: transcript.segments.map(
              ({ id, confidence, keywords, importance, category }): ArchiveSegment => ({
                id,
                confidence,
                keywords,
                importance,
                category,
              }),
            ),
          };
          files[entry.transcript.file] = strToU8(formatWebVtt(transcript.segments));
        }
        return entry;
      }),
    })),
  };
  files[COURSE_ARCHIVE_MANIFEST] = strToU8(`${JSON.stringify(manifest, null, 2)}\n`);
  // Fixed times keep two exports of one course byte-identical apart from `exportedAt`.
  return zipSync(files, { level: 6, mtime: new Date('2000-01-01T00:00:00Z') });
}

function archiveLesson(lesson: Lesson): ArchiveLesson {
  return {
    id: lesson.id,
    title: lesson.title,
    type: lesson.type,
    duration: lesson.duration,
    description: lesson.description,
    ...(lesson.thumbnail === undefined ? {} : { thumbnail: lesson.thumbnail }),
    summary: lesson.summary,
    reflectionQuestions: lesson.reflectionQuestions,
    aiReplies: lesson.aiReplies,
  };
}

/** `difficultyLevel` is free text on a stored course; the archive keeps one of the three levels. */
function knownLevel(level: string): CourseArchiveManifest['course']['difficultyLevel'] {
  const upper = level.toUpperCase();
  return upper === 'BEGINNER' || upper === 'INTERMEDIATE' ? upper : 'ADVANCED';
}

/**
 * Reads a course archive as a draft course. Module and lesson ids are kept (they are scoped to
 * their course); transcript ids are new, as transcripts are stored by id across the deployment.
 */
export function readCourseArchive(
  bytes: Uint8Array,
  options: { limits?: UnzipLimits; newId?: () => string } = {},
): ImportedCourse {
  return readCourseArchiveFiles(
    unzipSafely(bytes, options.limits ?? DEFAULT_UNZIP_LIMITS),
    options,
  );
}

/** `readCourseArchive` for a zip already read through `unzipSafely`. */
export function readCourseArchiveFiles(
  files: ZipEntries,
  options: { newId?: () => string } = {},
): ImportedCourse {
  const manifestBytes = files.get(COURSE_ARCHIVE_MANIFEST);
  if (!manifestBytes) throw new InterchangeError(NOT_A_COURSE_ARCHIVE_MESSAGE, 400);
  const manifest = parseManifest(manifestBytes);
  const newId = options.newId ?? randomUUID;
  const report = startReport();
  const transcripts: Transcript[] = [];

  const modules: Module[] = manifest.modules.map((module) => ({
    id: module.id,
    title: module.title,
    description: module.description,
    totalDuration: module.totalDuration,
    ...(module.thumbnail === undefined ? {} : { thumbnail: module.thumbnail }),
    lessons: module.lessons.flatMap((entry, order) => {
      const content = entry.file ? readText(files, entry.file) : entry.content;
      if (content === undefined) {
        report.skipped.push(
          skippedItem(
            entry.title,
            reportText('kindLesson'),
            entry.file
              ? reportText('reasonArchiveFileMissing', { path: entry.file })
              : reportText('reasonNoContent'),
          ),
        );
        return [];
      }
      const lesson: Lesson = {
        id: entry.id,
        title: entry.title,
        type: entry.type,
        content,
        duration: entry.duration,
        order,
        completed: false,
        isCompleted: false,
        description: entry.description,
        ...(entry.thumbnail === undefined ? {} : { thumbnail: entry.thumbnail }),
        summary: entry.summary,
        reflectionQuestions: entry.reflectionQuestions,
        aiReplies: entry.aiReplies,
      };
      if (entry.transcript) {
        const { file, title, segments: extras } = entry.transcript;
        const source = readText(files, file);
        const parsed = source === undefined ? null : parseWebVtt(source);
        if (parsed?.ok) {
          // The manifest's extras belong to the cues only while the file has as many cues.
          const segments =
            extras?.length === parsed.segments.length
              ? parsed.segments.map((cue, i) => ({ ...cue, ...extras[i] }))
              : parsed.segments;
          const transcript = { id: newId(), title, segments };
          transcripts.push(transcript);
          lesson.transcriptId = transcript.id;
        } else {
          report.skipped.push(
            skippedItem(
              entry.title,
              reportText('kindTranscript'),
              parsed
                ? reportText('reasonTranscriptNotRead', { path: file, problem: parsed.message })
                : reportText('reasonArchiveFileMissing', { path: file }),
            ),
          );
        }
      }
      report.imported += 1;
      return [lesson];
    }),
  }));
  // Orders count the lessons actually imported, so a skipped lesson leaves no gap.
  for (const module of modules) module.lessons.forEach((lesson, order) => (lesson.order = order));

  const image = readImage(files, manifest.course.image, report);
  const course: CreateCourseRequest = {
    title: manifest.course.title,
    description: manifest.course.description,
    category: manifest.course.category,
    difficultyLevel: manifest.course.difficultyLevel,
    estimatedDurationHours: manifest.course.estimatedDurationHours,
    language: manifest.course.language,
    imageUrl: null,
    isPublished: false,
    isShared: false,
    modules,
  };
  return { course: checkedCourse(course), transcripts, ...(image ? { image } : {}), report };
}

/**
 * The refusal of a manifest whose issue is the contract's control-character or malformed-text
 * rule: one coded message naming the field (issue 34), or undefined for any other issue.
 */
function textIssueMessage(path: PropertyKey[], message: string): string | undefined {
  const field = path.map(String).join('.');
  if (!field) return undefined;
  if (message === controlCharacterMessage(field))
    return courseAnswers.importBadCourseArchiveControl({ field });
  if (message === malformedTextMessage(field))
    return courseAnswers.importBadCourseArchiveMalformed({ field });
  return undefined;
}

function parseManifest(bytes: Uint8Array): CourseArchiveManifest {
  let json: unknown;
  try {
    json = JSON.parse(strFromU8(bytes));
  } catch {
    throw new InterchangeError(BAD_COURSE_ARCHIVE_MESSAGE, 400, 'not JSON');
  }
  const parsed = courseArchiveManifestSchema.safeParse(json);
  if (!parsed.success) {
    // A control character or a lone surrogate is named with its field: the one fix to make.
    const named = parsed.error.issues
      .map((issue) => textIssueMessage(issue.path, issue.message))
      .find((message) => message !== undefined);
    throw new InterchangeError(named ?? BAD_COURSE_ARCHIVE_MESSAGE, 400, parsed.error.message);
  }
  return parsed.data;
}

function readText(files: ReadonlyMap<string, Uint8Array>, path: string): string | undefined {
  const bytes = files.get(path);
  return bytes ? strFromU8(bytes) : undefined;
}

function readImage(
  files: ReadonlyMap<string, Uint8Array>,
  path: string | null,
  report: ImportReport,
): CourseImage | undefined {
  if (!path) return undefined;
  const bytes = files.get(path);
  const mimeType = bytes ? sniffImageType(bytes) : null;
  if (bytes && mimeType) return { bytes, mimeType };
  report.skipped.push(
    skippedItem(
      path,
      reportText('kindCourseImage'),
      reportText(bytes ? 'reasonImageType' : 'reasonMissingFromArchive'),
    ),
  );
  return undefined;
}
