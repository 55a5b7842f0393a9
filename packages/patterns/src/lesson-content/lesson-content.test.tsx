import { courseById, sampleTranscriptSegments, type Lesson, type LessonType } from '@lp/contract';
import * as arNs from '@lp/locales/ar/lesson-content';
import * as esNs from '@lp/locales/es/lesson-content';
import { I18nProvider, type MediaPlayerHandle } from '@lp/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LessonContent, preloadLessonContent } from './lesson-content';
import { isSafeUrl } from './lesson-markdown';
import { lessonQuiz } from './lesson-quiz';

// jsdom has no layout: give scrollers a viewport so the virtualized transcript renders its rows.
const sizes = {
  clientHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
  offsetHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
};
// Each lesson body loads on first use; load them up front so the tests are about behaviour.
beforeAll(() => preloadLessonContent());

beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get: () => 100,
  });
});
afterAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', sizes.clientHeight!);
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', sizes.offsetHeight!);
});

const lessons = courseById('course-1')!.modules.flatMap((module) => module.lessons);
function sample(type: LessonType, predicate: (lesson: Lesson) => boolean = () => true): Lesson {
  return lessons.find((lesson) => lesson.type === type && predicate(lesson))!;
}
const textLesson = sample('text');
const videoLesson = sample('video');
const audioLesson = sample('audio');
const simpleQuizLesson = sample('quiz', (lesson) => lessonQuiz(lesson.content).form === 'simple');
const playerQuizLesson = sample('quiz', (lesson) => lessonQuiz(lesson.content).form === 'player');

describe('LessonContent: text lessons', () => {
  it('renders the markdown under the lesson title with headings moved below the h2', () => {
    render(<LessonContent lesson={textLesson} />);
    expect(screen.getByRole('heading', { level: 2, name: textLesson.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Key Terms' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Why it matters' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByText('core ideas').tagName).toBe('STRONG');
    expect(screen.getByText('Reading')).toBeInTheDocument();
    expect(screen.getByText('10 min')).toBeInTheDocument();
  });

  it('moves every heading up one level when the title is shown elsewhere', () => {
    render(<LessonContent lesson={textLesson} showTitle={false} />);
    expect(screen.queryByRole('heading', { name: textLesson.title })).toBeNull();
    expect(screen.getByRole('article', { name: textLesson.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Key Terms' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Key Takeaways' })).toBeInTheDocument();
  });

  it('never turns raw HTML or script links from the content into elements', () => {
    const hostile: Lesson = {
      ...textLesson,
      content: [
        '<script>window.hacked = true</script>',
        '',
        '<img src="x" onerror="window.hacked = true">',
        '',
        '[Run me](javascript:alert(1)) and [Data](data:text/html;base64,PHNjcmlwdD4=)',
        '',
        '[Safe](https://example.com/ok) and [Relative](/courses)',
        '',
        '![pixel](javascript:alert(1))',
      ].join('\n'),
    };
    const { container } = render(<LessonContent lesson={hostile} />);
    const body = container.querySelector('[data-slot="lesson-markdown"]')!;
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')).toBeNull();
    expect(body.querySelector('[onerror]')).toBeNull();
    expect(body).toHaveTextContent('<script>window.hacked = true</script>');
    expect(screen.queryByRole('link', { name: 'Run me' })).toBeNull();
    expect(screen.getByText('Run me')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Data' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Safe' })).toHaveAttribute(
      'href',
      'https://example.com/ok',
    );
    expect(screen.getByRole('link', { name: 'Relative' })).toHaveAttribute('href', '/courses');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('lists the key takeaways and keeps reflection answers in their own labelled boxes', async () => {
    const lesson: Lesson = {
      ...textLesson,
      reflectionQuestions: ['What surprised you?', 'What will you try next?'],
    };
    render(<LessonContent lesson={lesson} />);
    const takeaways = screen.getByRole('region', { name: 'Key Takeaways' });
    expect(within(takeaways).getAllByRole('listitem')).toHaveLength(lesson.summary.length);
    const first = screen.getByRole('textbox', { name: 'What surprised you?' });
    await userEvent.type(first, 'The baselines');
    expect(first).toHaveValue('The baselines');
    expect(screen.getByRole('textbox', { name: 'What will you try next?' })).toHaveValue('');
  });

  it('leaves out empty takeaways and reflection sections', () => {
    render(<LessonContent lesson={{ ...textLesson, summary: [], reflectionQuestions: [] }} />);
    expect(screen.queryByRole('heading', { name: 'Key Takeaways' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Reflection Questions' })).toBeNull();
  });
});

describe('LessonContent: video and audio', () => {
  it('shows the content reference when there is nothing to play, with the transcript', async () => {
    const onTimeUpdate = vi.fn();
    render(
      <LessonContent
        lesson={videoLesson}
        transcript={sampleTranscriptSegments}
        onTimeUpdate={onTimeUpdate}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Video' })).toBeInTheDocument();
    expect(screen.getByText(videoLesson.content as string).tagName).toBe('CODE');
    expect(screen.queryByRole('group', { name: videoLesson.title })).toBeNull();
    const rows = within(screen.getByRole('grid', { name: 'Transcript' })).getAllByRole('row');
    await userEvent.click(rows[1]!);
    expect(onTimeUpdate).toHaveBeenLastCalledWith(sampleTranscriptSegments[1]!.startTime);
  });

  it('plays the resolved address and seeks it to a clicked transcript segment', async () => {
    const onTimeUpdate = vi.fn();
    const { container } = render(
      <LessonContent
        lesson={videoLesson}
        transcript={sampleTranscriptSegments}
        mediaSrc="/media/intro.mp4"
        onTimeUpdate={onTimeUpdate}
      />,
    );
    expect(screen.getByRole('group', { name: videoLesson.title })).toBeInTheDocument();
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/media/intro.mp4');
    const third = sampleTranscriptSegments[2]!;
    await userEvent.click(screen.getAllByRole('row')[2]!);
    expect(video.currentTime).toBe(third.startTime);
    expect(onTimeUpdate).toHaveBeenLastCalledWith(third.startTime);
    expect(screen.getAllByRole('row')[2]).toHaveAttribute('aria-current', 'time');
  });

  it('lets the parent seek the player, by prop and through its handle', () => {
    const controlRef = createRef<MediaPlayerHandle>();
    const onTimeUpdate = vi.fn();
    const { container, rerender } = render(
      <LessonContent
        lesson={videoLesson}
        mediaSrc="/media/intro.mp4"
        controlRef={controlRef}
        onTimeUpdate={onTimeUpdate}
      />,
    );
    const video = container.querySelector('video')!;
    rerender(
      <LessonContent
        lesson={videoLesson}
        mediaSrc="/media/intro.mp4"
        controlRef={controlRef}
        onTimeUpdate={onTimeUpdate}
        seekTo={40}
      />,
    );
    expect(video.currentTime).toBe(40);
    act(() => controlRef.current!.seek(12));
    expect(video.currentTime).toBe(12);
    expect(onTimeUpdate).toHaveBeenLastCalledWith(12);
  });

  it('passes the transcript note and bookmark actions through', async () => {
    const onTranscriptNote = vi.fn();
    const onTranscriptBookmark = vi.fn();
    render(
      <LessonContent
        lesson={videoLesson}
        transcript={sampleTranscriptSegments}
        onTranscriptNote={onTranscriptNote}
        onTranscriptBookmark={onTranscriptBookmark}
      />,
    );
    const firstRow = screen.getAllByRole('row')[0]!;
    await userEvent.click(within(firstRow).getByRole('button', { name: /Add note/ }));
    expect(onTranscriptNote).toHaveBeenCalledWith(sampleTranscriptSegments[0]);
    await userEvent.click(within(firstRow).getByRole('button', { name: /Bookmark/ }));
    expect(onTranscriptBookmark).toHaveBeenCalledWith(sampleTranscriptSegments[0]);
  });

  it('plays audio with the 10-second skips and no transcript', () => {
    render(
      <LessonContent
        lesson={audioLesson}
        transcript={sampleTranscriptSegments}
        mediaSrc="/media/story.mp3"
      />,
    );
    expect(screen.getByRole('group', { name: audioLesson.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back 10 seconds' })).toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: 'Transcript' })).toBeNull();
  });
});

describe('LessonContent: quizzes and placeholders', () => {
  it('runs the simple form as the simple quiz: Submit Answer waits for a choice', async () => {
    render(<LessonContent lesson={simpleQuizLesson} />);
    const submit = screen.getByRole('button', { name: 'Submit Answer' });
    expect(submit).toBeDisabled();
    await userEvent.click(
      screen.getByRole('radio', { name: 'A learned baseline of normal behaviour' }),
    );
    expect(submit).toBeEnabled();
  });

  it('runs the player form as the player quiz and hands Save Results to the app', async () => {
    const onSaveQuizResults = vi.fn();
    render(<LessonContent lesson={playerQuizLesson} onSaveQuizResults={onSaveQuizResults} />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Threat Detection Assessment' }),
    ).toBeInTheDocument();
    for (const answer of ['Context', 'More false positives', 'A timeline']) {
      await userEvent.click(screen.getByRole('radio', { name: answer }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(screen.getByText('You scored 3 out of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Results' }));
    expect(onSaveQuizResults).toHaveBeenCalledWith(
      expect.objectContaining({ score: expect.objectContaining({ correct: 3, total: 3 }) }),
    );
  });

  it('says so instead of crashing when quiz content is malformed', () => {
    render(<LessonContent lesson={{ ...simpleQuizLesson, content: 'quiz:missing' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This lesson could not be displayed.');
  });

  it.each([
    ['interactive_diagram', 'Interactive diagram'],
    ['code_sandbox', 'Code sandbox'],
  ] as const)('shows a %s lesson as a placeholder with its content reference', (type, heading) => {
    const lesson = sample(type);
    render(<LessonContent lesson={lesson} />);
    expect(screen.getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
    expect(screen.getByText(lesson.content as string).tagName).toBe('CODE');
  });

  it('takes its texts from labels', () => {
    render(
      <LessonContent
        lesson={textLesson}
        labels={{ keyTakeaways: 'À retenir', durationText: (d) => `${d} minutes` }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'À retenir' })).toBeInTheDocument();
    expect(screen.getByText('10 minutes')).toBeInTheDocument();
  });
});

describe('lessonQuiz', () => {
  it('tells the two quiz forms apart and flags anything else', () => {
    expect(lessonQuiz(simpleQuizLesson.content).form).toBe('simple');
    expect(lessonQuiz(playerQuizLesson.content).form).toBe('player');
    expect(lessonQuiz('text').form).toBe('invalid');
    expect(lessonQuiz({ id: 'empty', questions: [] }).form).toBe('invalid');
  });
});

describe('isSafeUrl', () => {
  it('accepts http(s) and relative addresses only', () => {
    for (const url of [
      'https://a.org/x',
      'http://a.org',
      '/courses',
      'notes.md',
      '#top',
      '//cdn.org/x',
    ]) {
      expect(isSafeUrl(url)).toBe(true);
    }
    for (const url of [
      'javascript:alert(1)',
      ' JaVa\tScRiPt:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'mailto:a@b.c',
      '',
      undefined,
    ]) {
      expect(isSafeUrl(url)).toBe(false);
    }
  });
});

describe('LessonContent in another language', () => {
  it('speaks Spanish: the type, the duration, the sections and the completion', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <LessonContent
          lesson={textLesson}
          completion={{ done: false, busy: false, onMarkComplete: vi.fn() }}
        />
      </I18nProvider>,
    );
    expect(screen.getByText('Lectura')).toBeInTheDocument();
    expect(screen.getByText('10 min')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Ideas clave' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar como completada' })).toBeInTheDocument();
  });

  it('speaks Arabic, with minutes in the plural', () => {
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <LessonContent
          lesson={textLesson}
          completion={{ done: true, busy: false, onMarkComplete: vi.fn() }}
        />
      </I18nProvider>,
    );
    expect(screen.getByText('قراءة')).toBeInTheDocument();
    expect(screen.getByText('10 دقائق')).toBeInTheDocument();
    expect(screen.getByText('اكتمل الدرس')).toBeInTheDocument();
  });
});
