import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { messageIn, splitMessageCode, type Lesson, type SimpleQuiz } from '@lp/contract';
import type { ImportSkippedItem, MessageCode } from '@lp/contract/api';
import * as enImport from '@lp/locales/en/api-course-import';
import * as esImport from '@lp/locales/es/api-course-import';
import { strToU8, zipSync } from 'fflate';
import Markdown from 'markdown-to-jsx/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  importCommonCartridge,
  MISSING_RESOURCE_REASON,
  NOT_IN_MODULE_REASON,
} from './common-cartridge';
import { zipFixture } from './fixture-zip';
import {
  BAD_MANIFEST_MESSAGE,
  COMPRESSION_RATIO_MESSAGE,
  InterchangeError,
  NOT_A_CARTRIDGE_MESSAGE,
  NOT_A_ZIP_MESSAGE,
  TOO_MANY_ENTRIES_MESSAGE,
  UNSAFE_PATH_MESSAGE,
} from './interchange-error';
import { NO_CORRECT_ANSWER_REASON, QUESTION_TYPE_REASON } from './qti';
import { DEFAULT_UNZIP_LIMITS } from './safe-unzip';

/** Markdown as the lesson player draws it: markdown-to-jsx with raw HTML off (lesson-markdown.tsx). */
function rendered(markdown: string): string {
  return renderToStaticMarkup(
    createElement(
      Markdown,
      { options: { disableParsingRawHTML: true, forceBlock: true } },
      markdown,
    ),
  );
}

function lessonsOf(course: ReturnType<typeof importCommonCartridge>['course']): Lesson[] {
  return (course.modules ?? []).flatMap((module) => module.lessons);
}

function refusal(bytes: Uint8Array, limits = DEFAULT_UNZIP_LIMITS): [number, string] | 'accepted' {
  try {
    importCommonCartridge(bytes, { limits });
  } catch (error) {
    if (error instanceof InterchangeError) return [error.status, error.message];
    throw error;
  }
  return 'accepted';
}

describe('Common Cartridge import: cartridges other tools made', () => {
  it('imports the cc2olx Canvas-style cartridge: pages, a YouTube link and a quiz, the rest reported', () => {
    const { course, report } = importCommonCartridge(zipFixture('canvas-main'));
    expect(course).toMatchObject({
      title: 'Course',
      isPublished: false,
      isShared: false,
      language: 'en',
    });
    expect(course.modules?.map((module) => module.title)).toEqual(['Sequence', 'Sequence2']);
    const lessons = lessonsOf(course);
    expect(lessons.map((lesson) => [lesson.title, lesson.type])).toEqual([
      ['Vertical', 'text'],
      ['QTI', 'quiz'],
      ['Wiki Content', 'text'],
      ['Canvas Content', 'text'],
      ['Video', 'text'],
      ['Video With Other Content', 'text'],
      ['Django for beginners', 'video'],
      ['Vertical', 'text'],
      ['Vertical', 'text'],
      ['Vertical', 'text'],
    ]);
    expect(report.imported).toBe(lessons.length);
    expect(lessons.find((lesson) => lesson.type === 'video')?.content).toBe(
      'https://www.youtube.com/embed/1234ABCD',
    );

    const quiz = lessons.find((lesson) => lesson.type === 'quiz')!.content as SimpleQuiz;
    expect(quiz.questions).toEqual([
      expect.objectContaining({
        text: 'True or False: Every human has a mother?',
        type: 'mcq',
        options: ['True', 'False'],
        correctAnswer: 0,
      }),
      expect.objectContaining({
        text: 'Question statement.',
        type: 'multiple',
        options: ['A', 'B', 'C', 'D', 'E'],
        correctAnswer: [0, 2, 3],
      }),
    ]);

    const reported = report.skipped.map((item) => [item.title, item.kind]);
    expect(reported).toEqual(
      expect.arrayContaining([
        ['LTI', 'LTI link'],
        ['Discussion', 'Discussion topic'],
        ['QTI No Items', 'Quiz'],
        ['Image File Webcontent', 'File'],
        ['PDF from Web Resources', 'File'],
        ['Web Link to PDF file', 'Web link'],
        ['Sub Header 1', 'Heading'],
        ['External Tool', 'Missing resource'],
        ['Assignment 1. University education scope essay', 'Assignment'],
        ['Video', 'Embedded content'],
        // A page that only framed an LTI tool has nothing left once the frame is gone.
        ['External Tool Retrieve Iframe', 'Page'],
        ['External Tool LTI', 'LTI link'],
      ]),
    );
    expect(
      report.skipped
        .filter((item) => item.reason === QUESTION_TYPE_REASON)
        .map((item) => item.kind),
    ).toEqual([
      'Fill-in-the-blank question',
      'Fill-in-the-blank question',
      'Essay question',
      'Essay question',
    ]);
  });

  it('accounts for every item of the organization: each one imported or reported', () => {
    const { course, report } = importCommonCartridge(zipFixture('canvas-main'));
    const itemKinds = new Set(['Image', 'Embedded content']);
    const perItem = report.skipped.filter(
      (item) =>
        !itemKinds.has(item.kind) &&
        !item.kind.endsWith('question') &&
        item.reason !== NOT_IN_MODULE_REASON,
    );
    // 20 items under Sequence, 9 under Sequence2 in imsmanifest.xml.
    expect(lessonsOf(course).length + perItem.length).toBe(29);
  });

  it("falls back to Canvas's non_cc_assessments copy of a quiz whose CC file has no items", () => {
    const { course } = importCommonCartridge(
      zipFixture('canvas-main', (files) => {
        files['resource_4_qti/assessment_qti.xml'] =
          files['resource_4_qti_no_items/assessment_qti.xml']!;
      }),
    );
    const quiz = lessonsOf(course).find((lesson) => lesson.title === 'QTI')!.content as SimpleQuiz;
    expect(quiz.questions).toEqual([
      expect.objectContaining({
        text: 'Description',
        type: 'mcq',
        options: ['B', 'A', 'c', 'D'],
        correctAnswer: 0,
      }),
    ]);
  });

  it('imports the real Canvas export of the Ally workshop, reporting its discussions and loose pages', () => {
    const { course, report } = importCommonCartridge(zipFixture('ally-workshop'));
    expect(course.title).toBe('Ally: Accessibility Workshop');
    expect(course.modules?.map((module) => [module.title, module.lessons.length])).toEqual([
      ['Part 1: Overview: Accessibility and ALLY', 4],
      ['Part 2: "Before" courses', 0],
      ['Part 3: "After" courses', 1],
      ['More on Accessibility', 1],
    ]);
    expect(report.skipped).toEqual(
      expect.arrayContaining([
        {
          title: 'Accessibility in your life',
          kind: 'Discussion topic',
          kindCode: { code: 'api-course-import.kindDiscussionTopic' },
          reason: 'Discussion topics are not imported.',
          reasonCode: { code: 'api-course-import.reasonDiscussionTopic' },
        },
        expect.objectContaining({
          title: 'Badge: ALLY Badge',
          kind: 'Missing resource',
          reason: MISSING_RESOURCE_REASON,
        }),
        expect.objectContaining({
          title: 'The Time is Now',
          kind: 'Page',
          reason: NOT_IN_MODULE_REASON,
        }),
        expect.objectContaining({
          title: 'Canvabadges',
          kind: 'LTI link',
          reason: NOT_IN_MODULE_REASON,
        }),
      ]),
    );
    // Every page is Markdown the player draws as headings and paragraphs, with no markup as text.
    for (const lesson of lessonsOf(course)) {
      const html = rendered(lesson.content as string);
      expect(html).not.toMatch(/&lt;\/?(?:p|div|span|img|script)\b/);
      expect(html).toMatch(/<p>|<h\d>/);
    }
    const faq = rendered(lessonsOf(course)[0]!.content as string);
    expect(faq).toMatch(/<h1[^>]*>Accessibility FAQs<\/h1>/);
  });

  it('takes the course image Canvas names in course_settings.xml, and reports it when it is missing', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const withImage = importCommonCartridge(
      zipFixture('ally-workshop', (files) => {
        // The fixture leaves out the export's binaries; its course image is put back here.
        files['web_resources/course_image/Ally Logo Image Card.png'] = png;
      }),
    );
    expect(withImage.image).toEqual({ bytes: png, mimeType: 'image/png' });
    const without = importCommonCartridge(zipFixture('ally-workshop'));
    expect(without.image).toBeUndefined();
    expect(without.report.skipped).toContainEqual({
      title: 'web_resources/course_image/Ally Logo Image Card.png',
      kind: 'Course image',
      kindCode: { code: 'api-course-import.kindCourseImage' },
      reason: 'It is missing from the cartridge.',
      reasonCode: { code: 'api-course-import.reasonMissingFromCartridge' },
    });
  });

  it('reports everything in the corner-cases cartridge: a missing page, unknown types, a text file, odd QTI', () => {
    const { course, report } = importCommonCartridge(zipFixture('corner-cases'));
    expect(course.title).toBe('Corner cases Common Cartridge');
    expect(lessonsOf(course)).toEqual([]);
    expect(report.imported).toBe(0);
    expect(report.skipped.map((item) => item.kind)).toEqual([
      'Page',
      'imsunknwn_xmlv1p3',
      'imsunknwn_xmlv1p3',
      'File',
      'Question',
      'Quiz',
    ]);
  });
});

/** A cartridge of the given version, as Moodle (1.1) or Canvas (1.2, 1.3) write their manifests. */
function cartridge(version: '1p1' | '1p2' | '1p3', files: Record<string, string> = {}): Uint8Array {
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="M1" xmlns="http://www.imsglobal.org/xsd/imsccv${version}/imscp_v1p1"
  xmlns:lomimscc="http://ltsc.ieee.org/xsd/imsccv${version}/LOM/manifest">
  <metadata>
    <schema>IMS Common Cartridge</schema>
    <schemaversion>1.${version.slice(2)}.0</schemaversion>
    <lomimscc:lom><lomimscc:general>
      <lomimscc:title><lomimscc:string language="fr">Chimie &amp; physique</lomimscc:string></lomimscc:title>
      <lomimscc:language>fr</lomimscc:language>
    </lomimscc:general></lomimscc:lom>
  </metadata>
  <organizations><organization identifier="O1" structure="rooted-hierarchy"><item identifier="root">
    <item identifier="week1"><title>Week 1</title>
      <item identifier="i1" identifierref="page"><title>Reading</title></item>
      <item identifier="group"><title>Nested</title>
        <item identifier="i2" identifierref="link"><title>Lecture video</title></item>
        <item identifier="i3" identifierref="quiz"><title>Check</title></item>
      </item>
    </item>
  </item></organization></organizations>
  <resources xml:base="content/">
    <resource identifier="page" type="webcontent" href="page.html"><file href="page.html"/></resource>
    <resource identifier="link" type="imswl_xmlv${version}"><file href="link.xml"/></resource>
    <resource identifier="quiz" type="imsqti_xmlv1p2/imscc_xmlv1p1/assessment"><file href="quiz.xml"/></resource>
  </resources>
</manifest>`;
  const defaults: Record<string, string> = {
    'imsmanifest.xml': manifest,
    'content/page.html': `<html><head><title>Reading</title><script>steal(document.cookie)</script></head><body>
      <h2 onclick="steal()">Acids</h2>
      <p style="color:red">A <strong>strong</strong> acid. <a href="javascript:alert(1)">Click</a>
      <a href="https://en.wikipedia.org/wiki/Acid" onmouseover="steal()">More</a></p>
      <img src="x" onerror="alert(1)" alt="Beaker">
      <iframe src="https://evil.example/frame"></iframe>
      <table><tr><th>Acid</th><th>pH</th></tr><tr><td>HCl</td><td>1</td></tr></table>
    </body></html>`,
    'content/link.xml': `<webLink xmlns="http://www.imsglobal.org/xsd/imsccv${version}/imswl_v${version}"><title>Lecture</title><url href="https://vimeo.com/76979871"/></webLink>`,
    'content/quiz.xml': qti([
      mcq('q1', 'Which is an acid?', ['HCl', 'NaOH'], 'a0'),
      mcq('q2', 'Which is a base?', ['HCl', 'NaOH'], null),
    ]),
  };
  return zipSync(
    Object.fromEntries(
      Object.entries({ ...defaults, ...files }).map(([name, text]) => [name, strToU8(text)]),
    ),
  );
}

function mcq(ident: string, question: string, options: string[], correct: string | null): string {
  return `<item ident="${ident}" title="Question">
    <itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>cc_profile</fieldlabel><fieldentry>cc.multiple_choice.v0p1</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>
    <presentation><material><mattext texttype="text/html">&lt;p&gt;${question}&lt;/p&gt;</mattext></material>
      <response_lid ident="r" rcardinality="Single"><render_choice>
        ${options.map((option, i) => `<response_label ident="a${i}"><material><mattext>${option}</mattext></material></response_label>`).join('')}
      </render_choice></response_lid></presentation>
    <resprocessing><outcomes><decvar varname="SCORE"/></outcomes>
      ${correct ? `<respcondition continue="No"><conditionvar><varequal respident="r">${correct}</varequal></conditionvar><setvar action="Set" varname="SCORE">100</setvar></respcondition>` : ''}
    </resprocessing></item>`;
}

function qti(items: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?><questestinterop xmlns="http://www.imsglobal.org/xsd/ims_qtiasiv1p2"><assessment ident="A" title="Check"><section ident="s">${items.join('')}</section></assessment></questestinterop>`;
}

describe('Common Cartridge import: versions and content', () => {
  it.each(['1p1', '1p2', '1p3'] as const)('reads a CC %s manifest by local names', (version) => {
    const { course, report } = importCommonCartridge(cartridge(version));
    expect(course).toMatchObject({
      title: 'Chimie & physique',
      language: 'fr',
      isPublished: false,
    });
    expect(course.modules).toHaveLength(1);
    // The nested group is flattened into its module, in order.
    expect(lessonsOf(course).map((lesson) => [lesson.title, lesson.type, lesson.order])).toEqual([
      ['Reading', 'text', 0],
      ['Lecture video', 'video', 1],
      ['Check', 'quiz', 2],
    ]);
    expect(lessonsOf(course)[1]!.content).toBe('https://player.vimeo.com/video/76979871');
    expect(report.imported).toBe(3);
  });

  it('sanitizes a page: no script, event handler, javascript: link, style or iframe survives', () => {
    const { course, report } = importCommonCartridge(cartridge('1p3'));
    const markdown = lessonsOf(course)[0]!.content as string;
    expect(markdown).not.toMatch(
      /script|steal|onerror|onclick|onmouseover|javascript:|iframe|evil\.example|style|color:red/i,
    );
    const html = rendered(markdown);
    expect(html).toMatch(/<h2[^>]*>Acids<\/h2>/);
    expect(html).toContain('<strong>strong</strong>');
    expect(html).toContain('<a href="https://en.wikipedia.org/wiki/Acid">More</a>');
    expect(html).toContain('Click'); // the javascript: link keeps its words, not its address
    expect(html).not.toContain('href="javascript');
    expect(html).toMatch(/<table>.*<th>Acid<\/th>.*<td>HCl<\/td>/s);
    expect(html).toContain('<em>Beaker</em>');
    expect(report.skipped).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Reading', kind: 'Image' }),
        expect.objectContaining({
          title: 'Reading',
          kind: 'Embedded content',
          reason: expect.stringContaining('evil.example'),
        }),
      ]),
    );
  });

  it('reports a QTI item without a correct answer instead of making a quiz no one can pass', () => {
    const { course, report } = importCommonCartridge(cartridge('1p1'));
    const quiz = lessonsOf(course)[2]!.content as SimpleQuiz;
    expect(quiz.questions).toEqual([
      {
        text: 'Which is an acid?',
        type: 'mcq',
        options: ['HCl', 'NaOH'],
        correctAnswer: 0,
        feedback: { correct: '', incorrect: '' },
      },
    ]);
    expect(report.skipped).toContainEqual({
      title: 'Check, question 2: Which is a base?',
      titleCode: {
        code: 'api-course-import.titleQuestionText',
        values: { quiz: 'Check', position: 2, text: 'Which is a base?' },
      },
      kind: 'Multiple-choice question',
      kindCode: { code: 'api-course-import.kindMultipleChoiceQuestion' },
      reason: NO_CORRECT_ANSWER_REASON,
      reasonCode: { code: 'api-course-import.reasonNoCorrectAnswer' },
    });
  });

  it("reads Moodle's QTI layout, with the question and its choices inside flows", () => {
    const moodleItem = `<item ident="m1" title="Moodle question">
      <itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>cc_profile</fieldlabel><fieldentry>cc.multiple_response.v0p1</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>
      <presentation><flow>
        <material><mattext texttype="text/html">&lt;p&gt;Which are noble gases?&lt;/p&gt;</mattext></material>
        <response_lid ident="r" rcardinality="Multiple"><render_choice>
          <flow_label><response_label ident="he"><flow_mat><material><mattext>Helium</mattext></material></flow_mat></response_label></flow_label>
          <flow_label><response_label ident="o"><flow_mat><material><mattext>Oxygen</mattext></material></flow_mat></response_label></flow_label>
          <flow_label><response_label ident="ne"><flow_mat><material><mattext>Neon</mattext></material></flow_mat></response_label></flow_label>
        </render_choice></response_lid>
      </flow></presentation>
      <resprocessing><respcondition><conditionvar><and>
        <varequal respident="r">he</varequal><not><varequal respident="r">o</varequal></not><varequal respident="r">ne</varequal>
      </and></conditionvar><setvar action="Set" varname="SCORE">100</setvar></respcondition></resprocessing>
    </item>`;
    const { course } = importCommonCartridge(
      cartridge('1p1', { 'content/quiz.xml': qti([moodleItem]) }),
    );
    expect((lessonsOf(course)[2]!.content as SimpleQuiz).questions).toEqual([
      {
        text: 'Which are noble gases?',
        type: 'multiple',
        options: ['Helium', 'Oxygen', 'Neon'],
        correctAnswer: [0, 2],
        feedback: { correct: '', incorrect: '' },
      },
    ]);
  });

  it('reports the quiz itself when none of its questions has a correct answer', () => {
    const { course, report } = importCommonCartridge(
      cartridge('1p2', { 'content/quiz.xml': qti([mcq('q', 'Pick one', ['x', 'y'], null)]) }),
    );
    expect(lessonsOf(course).map((lesson) => lesson.type)).toEqual(['text', 'video']);
    expect(report.skipped).toContainEqual(
      expect.objectContaining({
        title: 'Check',
        kind: 'Quiz',
        reason: 'None of its questions could be imported.',
      }),
    );
  });

  it('turns a page that is only a YouTube player into a video lesson', () => {
    const { course } = importCommonCartridge(
      cartridge('1p3', {
        'content/page.html':
          '<p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0"></iframe></p>',
      }),
    );
    expect(lessonsOf(course)[0]).toMatchObject({
      type: 'video',
      content: 'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0',
    });
  });
});

/** A coded text of the report in a compiled namespace of `api-course-import`, or undefined. */
function textOf(coded: MessageCode, namespace: { id: string; default: object }) {
  const parts = splitMessageCode(coded.code);
  expect(parts?.namespace).toBe(namespace.id);
  return messageIn(namespace.default as Record<string, unknown>, parts!.key, coded.values);
}

/** Every part of an item that has a code says in English what the item says (issue 34). */
function expectCodesMatch(item: ImportSkippedItem) {
  expect(item.reasonCode, item.reason).toBeDefined();
  for (const [text, coded] of [
    [item.title, item.titleCode],
    [item.kind, item.kindCode],
    [item.reason, item.reasonCode],
  ] as const) {
    if (!coded) continue;
    expect(textOf(coded, enImport)).toBe(text);
    // Spanish has the message too, and says it with the same values.
    expect(textOf(coded, esImport)).toEqual(expect.any(String));
  }
}

describe('Common Cartridge import: the report’s message codes (issue 34)', () => {
  it('codes every kind and reason of the fixtures, and the English of each code is the text', () => {
    const reports = [
      importCommonCartridge(zipFixture('canvas-main')).report,
      importCommonCartridge(zipFixture('ally-workshop')).report,
      importCommonCartridge(zipFixture('corner-cases')).report,
      importCommonCartridge(cartridge('1p1')).report,
      importCommonCartridge(
        cartridge('1p2', { 'content/quiz.xml': qti([mcq('q', 'Pick one', ['x', 'y'], null)]) }),
      ).report,
    ];
    const items = reports.flatMap((report) => report.skipped);
    expect(items.length).toBeGreaterThan(30);
    for (const item of items) {
      expectCodesMatch(item);
      // Only a resource type the source named itself goes without a code.
      if (!item.kindCode) expect(item.kind).toMatch(/^[a-z]+_xmlv\d/);
    }
    const codes = new Set(items.flatMap((item) => [item.kindCode?.code, item.reasonCode?.code]));
    for (const code of [
      'api-course-import.kindDiscussionTopic',
      'api-course-import.kindEssayQuestion',
      'api-course-import.reasonQuestionType',
      'api-course-import.reasonHeading',
      'api-course-import.reasonNotInModule',
      'api-course-import.reasonFrameFrom',
      'api-course-import.reasonImages',
    ])
      expect(codes).toContain(code);
  });

  it('gives the values of a reason with arguments: a count of images, a host, a path, an address', () => {
    const { report } = importCommonCartridge(
      cartridge('1p3', {
        'content/page.html':
          '<h1>Acids</h1><img src="a.png" alt="A"><img src="b.png" alt="B"><iframe src="https://evil.example/x"></iframe>',
        'content/link.xml':
          '<webLink xmlns="http://www.imsglobal.org/xsd/imsccv1p3/imswl_v1p3"><title>L</title><url href="https://example.org/notes.pdf"/></webLink>',
        'content/quiz.xml': qti([mcq('q', 'Which is an acid?', ['HCl', 'NaOH'], 'a0')]),
      }),
    );
    const missingPage = importCommonCartridge(
      zipFixture('ally-workshop', (files) => {
        for (const name of Object.keys(files)) if (name.endsWith('.html')) delete files[name];
      }),
    ).report.skipped.find((item) => item.reasonCode?.code.endsWith('.reasonPageFileMissing'));
    const items = [...report.skipped, missingPage!];
    for (const item of items) expectCodesMatch(item);
    expect(items.map((item) => [item.reason, item.reasonCode])).toEqual([
      [
        '2 images stored in the cartridge left out; the alt text stays in the lesson.',
        { code: 'api-course-import.reasonImages', values: { count: 2 } },
      ],
      [
        'An embedded frame (evil.example) was removed: embedded frames are not imported.',
        { code: 'api-course-import.reasonFrameFrom', values: { host: 'evil.example' } },
      ],
      [
        'It links to https://example.org/notes.pdf. Only YouTube and Vimeo links are imported, as video lessons.',
        {
          code: 'api-course-import.reasonWebLink',
          values: { address: 'https://example.org/notes.pdf' },
        },
      ],
      [
        expect.stringMatching(/^Its file \S+\.html is missing from the cartridge\.$/),
        {
          code: 'api-course-import.reasonPageFileMissing',
          values: { path: expect.stringMatching(/\.html$/) },
        },
      ],
    ]);
    // In Spanish, with the plural the count chooses.
    expect(textOf(items[0]!.reasonCode!, esImport)).toBe(
      'Se omitieron 2 imágenes guardadas en el Common Cartridge; el texto alternativo se mantiene en la lección.',
    );
  });
});

describe('Common Cartridge import: bad input', () => {
  it('answers 415 for a file that is not a zip', () => {
    expect(refusal(strToU8('<html>not a cartridge</html>'))).toEqual([415, NOT_A_ZIP_MESSAGE]);
  });

  it('answers "not a Common Cartridge" for a zip without imsmanifest.xml', () => {
    expect(refusal(zipSync({ 'course.json': strToU8('{}') }))).toEqual([
      400,
      NOT_A_CARTRIDGE_MESSAGE,
    ]);
  });

  it.each([
    ['not XML at all', 'this is not xml'],
    ['unclosed elements', '<manifest><organizations>'],
    ['XML of something else', '<?xml version="1.0"?><html><body/></html>'],
  ])('refuses a manifest that is %s', (_name, manifest) => {
    expect(refusal(zipSync({ 'imsmanifest.xml': strToU8(manifest) }))).toEqual([
      400,
      BAD_MANIFEST_MESSAGE,
    ]);
  });

  it('refuses a zip bomb before inflating it all', () => {
    const bomb = zipSync(
      {
        'imsmanifest.xml': strToU8('<manifest/>'),
        'web_resources/zeros.html': new Uint8Array(8 * 1024 * 1024),
      },
      { level: 9 },
    );
    expect(refusal(bomb)).toEqual([413, COMPRESSION_RATIO_MESSAGE]);
  });

  it('refuses path traversal names', () => {
    const zip = zipSync({
      'imsmanifest.xml': strToU8('<manifest/>'),
      '../../etc/cron.d/evil': strToU8('x'),
    });
    expect(refusal(zip)).toEqual([400, UNSAFE_PATH_MESSAGE]);
  });

  it('refuses more files than the limit', () => {
    const files = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`f${i}.html`, strToU8('<p>x</p>')]),
    );
    expect(refusal(zipSync(files), { ...DEFAULT_UNZIP_LIMITS, maxEntries: 20 })).toEqual([
      413,
      TOO_MANY_ENTRIES_MESSAGE,
    ]);
  });

  it('answers any damaged cartridge with a refusal or a course, never a crash', () => {
    const original = zipFixture('corner-cases');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(original.length - 1), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 8,
        }),
        (changes) => {
          const damaged = original.slice();
          for (const [at, value] of changes) damaged[at] = value;
          try {
            importCommonCartridge(damaged);
          } catch (error) {
            expect(error).toBeInstanceOf(InterchangeError);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
