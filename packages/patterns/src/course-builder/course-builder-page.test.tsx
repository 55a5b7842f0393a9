import { renderToString } from 'react-dom/server';
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
});
