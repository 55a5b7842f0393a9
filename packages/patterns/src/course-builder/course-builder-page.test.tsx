import { renderToString } from 'react-dom/server';
import * as arNs from '@lp/locales/ar/course-builder';
import * as esNs from '@lp/locales/es/course-builder';
import { I18nProvider } from '@lp/ui';
import { describe, expect, it } from 'vitest';
import { CourseBuilderList } from './course-builder-list';
import { CourseBuilderPage } from './course-builder-page';
import { sampleBuilderCourses, sampleDraft } from './course-builder.samples';

describe('the builder drawn on the server', () => {
  it('shows the course, its structure and the open lesson before the script runs', () => {
    const html = renderToString(
      <CourseBuilderPage
        draft={sampleDraft}
        onDraftChange={() => undefined}
        selectedLessonId="lesson-variables"
        saveState={{ status: 'saved' }}
      />,
    );
    expect(html).toContain('JavaScript from scratch');
    expect(html).toContain('value="Arrow functions"');
    expect(html).toContain('Lesson: Variables');
    // The preview is the lesson player's renderer: markdown's h1 under the lesson heading.
    expect(html).toMatch(/<h3[^>]*>Variables<\/h3>/);
  });

  it('lists the courses with real forms for New course and Import', () => {
    const html = renderToString(
      <CourseBuilderList
        state="ready"
        courses={sampleBuilderCourses}
        courseHref={(id) => `/builder/${id}`}
        newCourseAction="/builder"
        importAction="/builder/import"
      />,
    );
    expect(html).toContain('href="/builder/course-js"');
    expect(html).toContain('action="/builder/import"');
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toContain('Nov 20, 2026');
  });

  it('lists the courses in Spanish, with plural lesson counts and Spanish dates', () => {
    const html = renderToString(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <CourseBuilderList
          state="ready"
          courses={sampleBuilderCourses}
          courseHref={(id) => `/builder/${id}`}
        />
      </I18nProvider>,
    );
    expect(html).toContain('Creador de cursos');
    expect(html).toContain('Borrador');
    expect(html).toContain('5 lecciones');
    expect(html).toContain('1 lección');
    expect(html).toContain('20 nov 2026');
  });

  it('draws the builder in Arabic, with the dual of lessons', () => {
    const html = renderToString(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <CourseBuilderList
          state="ready"
          courses={[{ ...sampleBuilderCourses[0]!, lessonCount: 2 }]}
          courseHref={(id) => `/builder/${id}`}
        />
        <CourseBuilderPage
          draft={sampleDraft}
          onDraftChange={() => undefined}
          selectedLessonId="lesson-variables"
          saveState={{ status: 'saved' }}
        />
      </I18nProvider>,
    );
    expect(html).toContain('درسان');
    expect(html).toContain('الدرس: Variables');
    expect(html).toContain('تفاصيل الدورة');
  });
});
