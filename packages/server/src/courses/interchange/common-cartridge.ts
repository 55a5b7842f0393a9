/**
 * Common Cartridge import (1.1, 1.2, 1.3: what Canvas, Moodle and Blackboard export) as a draft
 * course; issue 32 item 4, coverage table in docs/course-archive.md.
 *
 * The organization's top-level items become modules and their leaf items lessons, nested items
 * flattened in order. A lesson comes from its item's resource: an HTML page becomes a text lesson,
 * a YouTube or Vimeo web link a video lesson, a QTI assessment a quiz. Everything else lands in the
 * report with its title and the reason, never dropped without a word.
 */
import { isAllowedEmbedUrl, toLiveStreamEmbedUrl, type Lesson, type Module } from '@lp/contract';
import type { CreateCourseRequest } from '@lp/contract/api';
import { strFromU8 } from 'fflate';
import { sniffImageType } from '../image-sniff';
import { checkedCourse } from './checked-course';
import type { CourseImage } from './course-archive';
import { htmlToMarkdown, htmlToPlainText } from './html-to-markdown';
import {
  importTexts,
  reportText,
  skippedItem,
  startReport,
  type ImportReport,
  type ImportTextKey,
  type ReportText,
} from './import-report';
import {
  BAD_MANIFEST_MESSAGE,
  InterchangeError,
  NOT_A_CARTRIDGE_MESSAGE,
} from './interchange-error';
import { readAssessment } from './qti';
import { DEFAULT_UNZIP_LIMITS, unzipSafely, type UnzipLimits, type ZipEntries } from './safe-unzip';
import {
  at,
  attribute,
  child,
  children,
  descendants,
  parseXml,
  text,
  type XmlElement,
} from './xml';

export const CARTRIDGE_MANIFEST = 'imsmanifest.xml';
export const UNTITLED_COURSE = 'Imported course';

export interface ImportedCartridge {
  /** A draft (`isPublished: false`), never shared. */
  course: CreateCourseRequest;
  /** Canvas's course image (`course_settings.xml`), when the cartridge holds it. */
  image?: CourseImage;
  report: ImportReport;
}

/** Canvas's own course settings, beside the cartridge's manifest. */
const CANVAS_SETTINGS = 'course_settings/course_settings.xml';

interface Resource {
  identifier: string;
  type: string;
  /** The resource's entry point, resolved against xml:base. */
  href: string | undefined;
  files: string[];
  dependencies: string[];
}

/**
 * What each kind of resource is called in the report, and why it is not imported: keys of
 * `api-course-import` (locales/catalogues), so the report carries each text's code.
 */
const notImported: Array<{ pattern: RegExp; kind: ImportTextKey; reason: ImportTextKey }> = [
  { pattern: /^imsdt_xmlv1p\d/, kind: 'kindDiscussionTopic', reason: 'reasonDiscussionTopic' },
  { pattern: /^imsbasiclti_xmlv1p\d/, kind: 'kindLtiLink', reason: 'reasonLtiLink' },
  { pattern: /^assignment_xmlv1p\d/, kind: 'kindAssignment', reason: 'reasonAssignment' },
  { pattern: /\/question-bank$/, kind: 'kindQuestionBank', reason: 'reasonQuestionBank' },
];

export const FILE_REASON = importTexts.reasonFile;
export const NOT_IN_MODULE_REASON = importTexts.reasonNotInModule;
export const MISSING_RESOURCE_REASON = importTexts.reasonMissingResource;
export const HEADING_REASON = importTexts.reasonHeading;
export const EMPTY_PAGE_REASON = importTexts.reasonEmptyPage;

/** A title the source gave, or one the importer wrote (with its code). */
type Title = string | ReportText;
const titleText = (title: Title) => (typeof title === 'string' ? title : title.text);

/** Imports a Common Cartridge's bytes (a .imscc or .zip file). */
export function importCommonCartridge(
  bytes: Uint8Array,
  options: { limits?: UnzipLimits } = {},
): ImportedCartridge {
  return importCartridgeFiles(unzipSafely(bytes, options.limits ?? DEFAULT_UNZIP_LIMITS));
}

/** `importCommonCartridge` for a zip already read through `unzipSafely`. */
export function importCartridgeFiles(files: ZipEntries): ImportedCartridge {
  const manifestBytes = files.get(CARTRIDGE_MANIFEST);
  if (!manifestBytes) throw new InterchangeError(NOT_A_CARTRIDGE_MESSAGE, 400);
  const manifest = at(parseXml(strFromU8(manifestBytes)) ?? undefined, 'manifest');
  if (!manifest) throw new InterchangeError(BAD_MANIFEST_MESSAGE, 400);
  return new CartridgeReader(files, manifest).read();
}

class CartridgeReader {
  private readonly report = startReport();
  private readonly resources = new Map<string, Resource>();
  private readonly used = new Set<string>();
  private moduleCount = 0;
  private lessonCount = 0;

  constructor(
    private readonly files: ZipEntries,
    private readonly manifest: XmlElement,
  ) {
    const resourcesElement = at(manifest, 'resources');
    const base = attribute(resourcesElement, 'base') ?? '';
    for (const resource of children(resourcesElement, 'resource')) {
      const identifier = attribute(resource, 'identifier');
      if (!identifier) continue;
      const resourceBase = joinPath(base, attribute(resource, 'base') ?? '');
      const files = children(resource, 'file').flatMap((file) => {
        const href = attribute(file, 'href');
        return href ? [joinPath(resourceBase, href)] : [];
      });
      const href = attribute(resource, 'href');
      this.resources.set(identifier, {
        identifier,
        type: attribute(resource, 'type') ?? '',
        href: href ? joinPath(resourceBase, href) : files[0],
        files,
        dependencies: children(resource, 'dependency').flatMap((dependency) => {
          const ref = attribute(dependency, 'identifierref');
          return ref ? [ref] : [];
        }),
      });
    }
  }

  read(): ImportedCartridge {
    const modules = this.topLevelItems().flatMap((item) => this.module(item));
    this.reportUnused();
    const general = at(this.manifest, 'metadata', 'lom', 'general');
    const settingsSource = this.file(CANVAS_SETTINGS);
    const settings = settingsSource
      ? at(parseXml(settingsSource) ?? undefined, 'course')
      : undefined;
    const title =
      oneLine(lomString(at(general, 'title'))).slice(0, 200) ||
      oneLine(text(at(settings, 'title'))).slice(0, 200) ||
      UNTITLED_COURSE;
    const description = htmlToPlainText(lomString(at(general, 'description'))).text.slice(
      0,
      10_000,
    );
    const course: CreateCourseRequest = {
      title,
      description,
      category: 'General',
      difficultyLevel: 'BEGINNER',
      estimatedDurationHours: 0,
      language: languageOf(text(at(general, 'language')) || text(at(settings, 'locale'))),
      imageUrl: null,
      isPublished: false,
      isShared: false,
      modules,
    };
    const image = this.canvasImage(text(at(settings, 'image_identifier_ref')));
    return { course: checkedCourse(course), ...(image ? { image } : {}), report: this.report };
  }

  /** The course image Canvas names by resource; a file that is not a PNG, JPEG, WebP or GIF is reported. */
  private canvasImage(ref: string): CourseImage | undefined {
    const resource = ref ? this.resources.get(ref) : undefined;
    if (!resource?.href) return undefined;
    const bytes = this.files.get(resource.href) ?? this.files.get(safeDecode(resource.href));
    const mimeType = bytes ? sniffImageType(bytes) : null;
    if (bytes && mimeType) return { bytes, mimeType };
    this.skip(
      resource.href,
      reportText('kindCourseImage'),
      reportText(bytes ? 'reasonImageType' : 'reasonMissingFromCartridge'),
    );
    return undefined;
  }

  /** A cartridge's organization has one root item; its children are the top level. */
  private topLevelItems(): XmlElement[] {
    const organization = at(this.manifest, 'organizations', 'organization');
    const items = children(organization, 'item');
    const [only] = items;
    if (items.length === 1 && only && !attribute(only, 'identifierref'))
      return children(only, 'item');
    return items;
  }

  private module(item: XmlElement): Module[] {
    const title = itemTitle(item);
    const nested = children(item, 'item');
    const ref = attribute(item, 'identifierref');
    if (nested.length === 0 && !ref) {
      this.skip(
        title || reportText('titleUntitledItem'),
        reportText('kindHeading'),
        reportText('reasonHeading'),
      );
      return [];
    }
    const lessons = ref ? this.lesson(item) : nested.flatMap((inner) => this.flatten(inner));
    this.moduleCount += 1;
    return [
      {
        id: `module-${this.moduleCount}`,
        title: title || `Module ${this.moduleCount}`,
        description: '',
        totalDuration: '',
        lessons: lessons.map((lesson, order) => ({ ...lesson, order })),
      },
    ];
  }

  /** Nested items, flattened in document order. */
  private flatten(item: XmlElement): Lesson[] {
    const nested = children(item, 'item');
    if (attribute(item, 'identifierref')) return this.lesson(item);
    if (nested.length > 0) return nested.flatMap((inner) => this.flatten(inner));
    this.skip(
      itemTitle(item) || reportText('titleUntitledItem'),
      reportText('kindHeading'),
      reportText('reasonHeading'),
    );
    return [];
  }

  private lesson(item: XmlElement): Lesson[] {
    const ref = attribute(item, 'identifierref') ?? '';
    const title: Title = itemTitle(item) || reportText('titleUntitledLesson');
    const resource = this.resources.get(ref);
    if (!resource) {
      this.skip(title, reportText('kindMissingResource'), reportText('reasonMissingResource'));
      return [];
    }
    this.used.add(resource.identifier);
    const made = this.fromResource(resource, title);
    if (made) this.report.imported += 1;
    return made ? [made] : [];
  }

  private fromResource(resource: Resource, title: Title): Lesson | null {
    const { type } = resource;
    if (type === 'webcontent') return this.page(resource, title);
    if (/^imswl_xmlv1p\d/.test(type)) return this.webLink(resource, title);
    if (/\/assessment$/.test(type) || this.canvasQuizFile(resource))
      return this.quiz(resource, title);
    const known = notImported.find((entry) => entry.pattern.test(type));
    this.skip(
      title,
      // A type of its own is the source's name for it, shown as it is.
      known
        ? reportText(known.kind)
        : type.startsWith('associatedcontent/')
          ? reportText('kindCourseMaterial')
          : type || reportText('kindUnknown'),
      reportText(known?.reason ?? 'reasonOtherContent'),
    );
    return null;
  }

  private page(resource: Resource, title: Title): Lesson | null {
    // Canvas sometimes names the page without its extension in href; its <file> has it.
    const path = [resource.href, ...resource.files].find((file) => file && isHtml(file));
    if (!path) {
      this.skip(title, reportText('kindFile'), reportText('reasonFile'));
      return null;
    }
    const html = this.file(path);
    if (html === undefined) {
      this.skip(title, reportText('kindPage'), reportText('reasonPageFileMissing', { path }));
      return null;
    }
    const converted = htmlToMarkdown(html);
    // A page that is only a YouTube or Vimeo player is a video lesson.
    const [onlyFrame] = converted.frames;
    if (!converted.markdown && converted.frames.length === 1 && onlyFrame) {
      const embed = toLiveStreamEmbedUrl(onlyFrame);
      if (isAllowedEmbedUrl(embed)) return this.make(title, 'video', embed, 0);
    }
    if (converted.localImages > 0) {
      this.skip(
        title,
        reportText('kindImage'),
        reportText('reasonImages', { count: converted.localImages }),
      );
    }
    for (const frame of converted.frames) {
      this.skip(
        title,
        reportText('kindEmbeddedContent'),
        frame ? reportText('reasonFrameFrom', { host: hostOf(frame) }) : reportText('reasonFrame'),
      );
    }
    if (!converted.markdown) {
      this.skip(title, reportText('kindPage'), reportText('reasonEmptyPage'));
      return null;
    }
    return this.make(title, 'text', converted.markdown, readingMinutes(converted.markdown));
  }

  private webLink(resource: Resource, title: Title): Lesson | null {
    const source = resource.href ? this.file(resource.href) : undefined;
    const link = source === undefined ? undefined : at(parseXml(source) ?? undefined, 'webLink');
    const raw = attribute(at(link, 'url'), 'href')?.trim() ?? '';
    // Canvas writes some links without their scheme (`youtube.com/watch?v=...`).
    const address =
      /^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('/') ? raw : `https://${raw}`;
    const embed = toLiveStreamEmbedUrl(address);
    if (raw && isAllowedEmbedUrl(embed)) return this.make(title, 'video', embed, 0);
    this.skip(
      title,
      reportText('kindWebLink'),
      raw ? reportText('reasonWebLink', { address: raw }) : reportText('reasonWebLinkNoAddress'),
    );
    return null;
  }

  /** Canvas's quizzes that CC cannot express: an associated resource holding non_cc_assessments/*.qti. */
  private canvasQuizFile(resource: Resource): string | undefined {
    return resource.files.find((file) => /(^|\/)non_cc_assessments\/[^/]+\.qti$/i.test(file));
  }

  private quiz(resource: Resource, title: Title): Lesson | null {
    const ownFile = resource.files.find((file) => /\.xml$/i.test(file)) ?? resource.href;
    const candidates = [
      /\/assessment$/.test(resource.type) ? ownFile : undefined,
      this.canvasQuizFile(resource),
      // Canvas keeps its fuller copy of a CC quiz in a dependency's non_cc_assessments file.
      ...resource.dependencies.map((id) => {
        const dependency = this.resources.get(id);
        if (dependency) this.used.add(dependency.identifier);
        return dependency ? this.canvasQuizFile(dependency) : undefined;
      }),
    ].filter((path): path is string => Boolean(path));

    let best: ReturnType<typeof readAssessment> | undefined;
    for (const path of candidates) {
      const source = this.file(path);
      const document = source === undefined ? null : parseXml(source);
      if (!document) continue;
      const read = readAssessment(document, titleText(title));
      if (!best || (best.itemCount === 0 && read.itemCount > 0)) best = read;
      if (best.itemCount > 0) break;
    }
    if (!best) {
      this.skip(title, reportText('kindQuiz'), reportText('reasonQuizFileMissing'));
      return null;
    }
    this.report.skipped.push(...best.skipped);
    if (best.questions.length === 0) {
      this.skip(
        title,
        reportText('kindQuiz'),
        reportText(best.itemCount === 0 ? 'reasonQuizNoQuestions' : 'reasonQuizNoneImported'),
      );
      return null;
    }
    const { questions } = best;
    return this.make(title, 'quiz', (id) => ({ id: `quiz-${id}`, questions }), questions.length);
  }

  private make(
    title: Title,
    type: Lesson['type'],
    content: Lesson['content'] | ((lessonId: string) => Lesson['content']),
    minutes: number,
  ): Lesson {
    this.lessonCount += 1;
    const id = `lesson-${this.lessonCount}`;
    return {
      id,
      title: titleText(title),
      type,
      content: typeof content === 'function' ? content(id) : content,
      duration: minutes,
      order: 0,
      completed: false,
      isCompleted: false,
      description: '',
      summary: [],
      reflectionQuestions: [],
      aiReplies: {},
    };
  }

  /** Pages, links, quizzes and activities no module uses: reported; plain files are assets. */
  private reportUnused(): void {
    const dependencies = new Set(
      [...this.resources.values()].flatMap((resource) => resource.dependencies),
    );
    for (const resource of this.resources.values()) {
      if (this.used.has(resource.identifier) || dependencies.has(resource.identifier)) continue;
      const isPage =
        resource.type === 'webcontent' && [resource.href, ...resource.files].some(isHtml);
      const known = notImported.find((entry) => entry.pattern.test(resource.type));
      const kind: ImportTextKey | undefined = isPage
        ? 'kindPage'
        : /^imswl_xmlv1p\d/.test(resource.type)
          ? 'kindWebLink'
          : /\/assessment$/.test(resource.type)
            ? 'kindQuiz'
            : known?.kind;
      if (!kind) continue;
      this.skip(this.resourceTitle(resource), reportText(kind), reportText('reasonNotInModule'));
    }
  }

  private resourceTitle(resource: Resource): string {
    const source = resource.href ? this.file(resource.href) : undefined;
    if (source !== undefined) {
      const html = /<title[^>]*>([^<]*)<\/title>/i.exec(source)?.[1];
      if (html) return oneLine(htmlToPlainText(html).text);
      const document = /\.xml$/i.test(resource.href ?? '') ? parseXml(source) : null;
      const title = document ? descendants(document, 'title')[0] : undefined;
      if (title && text(title)) return oneLine(text(title));
    }
    return resource.href ?? resource.identifier;
  }

  /** A file of the cartridge as text; hrefs may be URL-encoded (`%24IMS-CC-FILEBASE%24`). */
  private file(path: string): string | undefined {
    const bytes = this.files.get(path) ?? this.files.get(safeDecode(path));
    return bytes ? strFromU8(bytes) : undefined;
  }

  private skip(title: Title, kind: string | ReportText, reason: ReportText): void {
    this.report.skipped.push(skippedItem(title, kind, reason));
  }
}

function isHtml(path: string | undefined): boolean {
  return /\.x?html?$/i.test(path ?? '');
}

function itemTitle(item: XmlElement): string {
  return oneLine(text(child(item, 'title')));
}

/** LOM strings may come in several languages: the first one. */
function lomString(element: XmlElement | undefined): string {
  return text(child(element, 'string')) || text(element);
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function languageOf(value: string): string {
  const code = value.trim().toLowerCase();
  return /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/.test(code) ? code : 'en';
}

function joinPath(base: string, path: string): string {
  if (!base) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function hostOf(address: string): string {
  try {
    return new URL(address).host || address;
  } catch {
    return address.slice(0, 80);
  }
}

/** Minutes to read a text at about 200 words a minute, at least one. */
function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(markdown.split(/\s+/).filter(Boolean).length / 200));
}
