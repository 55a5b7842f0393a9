import { sampleCourses } from '@lp/contract';
import { describe, expect, it } from 'vitest';
import { renderPage, type PageRenderInput } from './entry-server';

// The server's render of a page (decision 0018), in Node as the server runs it: the real route
// table, screens and data layer, with the answers the server hands over.

const course = sampleCourses[0]!;
/** GET /courses/course-1 as the API answers it (its envelope), built from the one sample copy. */
const courseAnswer = {
  data: {
    id: course.id,
    title: course.title,
    description: course.description,
    createdByName: course.instructor,
    estimatedDurationHours: 12,
    difficultyLevel: 'BEGINNER',
    category: course.category,
    imageUrl: null,
    isPublished: true,
    createdAt: course.createdAt,
    updatedAt: course.updatedAt,
    language: 'en',
    modules: course.modules,
    transcripts: [],
  },
  message: null,
  error: null,
};
const student = {
  email: 'student@demo.edu',
  firstName: 'Sam',
  lastName: 'Student',
  roles: ['student'],
};
const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power) Mobile';

const visit = (path: string, input: Partial<PageRenderInput> = {}) =>
  renderPage({
    url: `http://app.test${path}`,
    config: { productName: 'Northfield Learn', defaultBrand: 'ocean-blue' },
    user: student,
    answers: {},
    mode: null,
    userAgent: PHONE,
    ...input,
  });

describe('renderPage', () => {
  it('draws a text lesson with its text, for the phone layout, and hands over what it used', async () => {
    const page = await visit('/course/course-1/lesson/lesson-1-2', {
      answers: { '/courses/course-1': courseAnswer },
      mode: 'dark',
    });
    expect(page).not.toBeNull();
    expect(page!.html).toContain('Key Terms and Concepts');
    expect(page!.html).toContain('<strong>core ideas</strong>');
    expect(page!.html).toContain('data-slot="lesson-player-mobile"');
    // Nothing is left for an inline script to finish (the CSP admits none of React's).
    expect(page!.html).not.toMatch(/<script|<template|<!--\$\?-->/);
    expect(page!.hydration).toMatchObject({ playerLayout: 'mobile', mode: 'dark' });
    expect(Object.keys(page!.hydration.answers)).toEqual(['/courses/course-1']);
    expect(page!.hydration.answers['/courses/course-1']).toMatchObject({ id: 'course-1' });
    expect(Object.values(page!.hydration.loaderData)).toEqual([null]);
    expect(page!.hydration.now).toBeTypeOf('number');
    // A text lesson does not draw the media player, so the browser need not load its code.
    expect(page!.hydration.blocks).not.toContain('lesson-content/media');
  });

  it('names the code-split blocks it drew, for the browser to load before hydrating', async () => {
    const lesson = await visit('/course/course-1/lesson/lesson-1-1', {
      answers: { '/courses/course-1': courseAnswer },
    });
    expect(lesson!.html).toContain('data-slot="media-player"');
    expect(lesson!.hydration.blocks).toContain('lesson-content/media');
    // The player's panels (the AI companion) appear once the page has hydrated, not before.
    expect(lesson!.html).not.toContain('data-slot="ai-companion"');
    expect(lesson!.hydration.blocks.filter((name) => name.startsWith('lesson-player/'))).toEqual(
      [],
    );
    const dashboard = await visit('/my-learning');
    expect(dashboard!.hydration.blocks).toContain('app/signed-in-shell');
    const signIn = await visit('/auth/login', { user: null });
    expect(signIn!.hydration.blocks).toEqual([]);
  });

  it('draws the desktop player for a desktop browser', async () => {
    const page = await visit('/course/course-1/lesson/lesson-1-2', {
      answers: { '/courses/course-1': courseAnswer },
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156',
    });
    expect(page!.html).toContain('data-slot="lesson-player-desktop"');
    expect(page!.hydration.playerLayout).toBe('desktop');
  });

  it('draws the loading state when an answer is missing or malformed, and hands over none', async () => {
    for (const answers of [{}, { '/courses/course-1': { data: { id: 42 } } }]) {
      const page = await visit('/course/course-1/lesson/lesson-1-2', { answers });
      expect(page!.html).toContain('Loading your personalized learning experience...');
      expect(page!.hydration.answers).toEqual({});
    }
  });

  it('draws the sign-in form for a signed-out visitor, its form sent by POST', async () => {
    const page = await visit('/auth/login', { user: null });
    expect(page!.html).toContain('Northfield Learn');
    expect(page!.html).toMatch(/<form[^>]*method="post"/);
    expect(page!.html).toMatch(/<button[^>]*type="submit"[^>]*>.*Sign In/);
  });

  it('leaves redirects and refusals to the browser', async () => {
    expect(await visit('/dashboard', { user: null })).toBeNull(); // to sign-in
    expect(await visit('/admin/users')).toBeNull(); // Access Denied for a student
    expect(await visit('/no/such/page')).toBeNull();
  });
});
