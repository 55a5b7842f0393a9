import type { Lesson, Module } from '@lp/contract';
import * as arNs from '@lp/locales/ar/course-outline';
import * as esNs from '@lp/locales/es/course-outline';
import { I18nProvider, RouterProvider } from '@lp/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CourseOutline } from './course-outline';

function lesson(id: string, extra: Partial<Lesson> = {}): Lesson {
  return {
    id,
    title: `Lesson ${id}`,
    type: 'text',
    content: '',
    duration: 10,
    order: 1,
    completed: false,
    isCompleted: false,
    description: '',
    summary: [],
    reflectionQuestions: [],
    aiReplies: {},
    ...extra,
  };
}

const modules: Module[] = [
  {
    id: 'm1',
    title: 'Getting started',
    description: '',
    totalDuration: '25m',
    lessons: [
      lesson('a', { completed: true, type: 'video', duration: '2:10' }),
      // Only the other spelling of the flag: still completed (spec 1 §3).
      lesson('b', { isCompleted: true }),
    ],
  },
  {
    id: 'm2',
    title: 'Going further',
    description: '',
    totalDuration: '1h 5m',
    lessons: [lesson('c', { type: 'code_sandbox', duration: 30 }), lesson('d')],
  },
];

const href = (id: string) => `/course/x/lesson/${id}`;

describe('CourseOutline', () => {
  it('is a navigation landmark named Course outline with module headings and durations', () => {
    render(<CourseOutline modules={modules} currentLessonId="c" lessonHref={href} />);
    const nav = screen.getByRole('navigation', { name: 'Course outline' });
    expect(within(nav).getByRole('heading', { name: 'Getting started' })).toBeInTheDocument();
    expect(within(nav).getByRole('heading', { name: 'Going further' })).toBeInTheDocument();
    expect(within(nav).getByText('1h 5m')).toBeInTheDocument();
  });

  it('links every lesson in order and marks only the current one with aria-current="page"', () => {
    render(<CourseOutline modules={modules} currentLessonId="c" lessonHref={href} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/course/x/lesson/a',
      '/course/x/lesson/b',
      '/course/x/lesson/c',
      '/course/x/lesson/d',
    ]);
    expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      '/course/x/lesson/c',
    );
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('says Completed for lessons flagged completed or isCompleted, and not for the others', () => {
    render(<CourseOutline modules={modules} currentLessonId="c" lessonHref={href} />);
    expect(screen.getByRole('link', { name: /Lesson a.*Completed/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Lesson b.*Completed/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Lesson c/ })).not.toHaveAccessibleName(/Completed/);
  });

  it('shows each lesson type and its duration, minutes as "n min"', () => {
    render(<CourseOutline modules={modules} currentLessonId="c" lessonHref={href} />);
    expect(screen.getByText('Video · 2:10')).toBeInTheDocument();
    expect(screen.getByText('Code sandbox · 30 min')).toBeInTheDocument();
  });

  it('opens lessons through the app’s router and takes overridden labels', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <CourseOutline
          modules={modules}
          currentLessonId="a"
          lessonHref={href}
          courseTitle="My course"
          labels={{ outline: 'Plan du cours', completed: 'Terminé' }}
        />
      </RouterProvider>,
    );
    const outline = screen.getByRole('navigation', { name: 'Plan du cours' });
    expect(screen.getByRole('heading', { level: 2, name: 'My course' })).toBeInTheDocument();
    expect(within(outline).getAllByRole('link')).toHaveLength(4);
    const current = screen.getByRole('link', { current: 'page' });
    expect(current).toHaveAccessibleName(/Terminé/);
    await userEvent.click(current);
    expect(navigate).toHaveBeenCalledWith(current.getAttribute('href'));
  });
});

describe('CourseOutline in another language', () => {
  it('speaks Spanish, saying Completada after a completed lesson', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <CourseOutline modules={modules} currentLessonId="c" lessonHref={href} />
      </I18nProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Índice del curso' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Lesson a (Completada) Video · 2:10' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Entorno de código · 30 min')).toBeInTheDocument();
  });

  it('speaks Arabic, with the plural forms of minutes', () => {
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <CourseOutline modules={modules} currentLessonId="c" lessonHref={href} />
      </I18nProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'مخطط الدورة' })).toBeInTheDocument();
    expect(screen.getByText('بيئة برمجة تجريبية · 30 دقيقة')).toBeInTheDocument();
    expect(screen.getAllByText('نص · 10 دقائق')).toHaveLength(2);
  });
});
