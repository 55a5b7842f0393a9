import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePaths } from '../samples/paths.samples';
import { preloadLessonPlayerPanels } from './lazy-panels';
import { LessonPlayerScreen } from './lesson-player-screen';
import { SampleLessonPlayer, sampleLessonHref } from './lesson-player-screen.samples';
import { sampleCourse } from './lesson-player.samples';

const hrefs = { coursesHref: samplePaths.courses, lessonHref: sampleLessonHref };
const lessonTitle = (id: string) =>
  sampleCourse.modules.flatMap((module) => module.lessons).find((lesson) => lesson.id === id)!
    .title;

describe('LessonPlayerScreen', () => {
  // The panels load after the lesson; loading their code once up front keeps each test's waits short.
  beforeAll(() => preloadLessonPlayerPanels(), 60_000);

  it('shows a spinner until the layout is chosen, then the loading text', () => {
    const { rerender } = render(<LessonPlayerScreen state={{ status: 'pending' }} {...hrefs} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading lesson player');
    rerender(<LessonPlayerScreen state={{ status: 'loading' }} {...hrefs} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Loading your personalized learning experience...',
    );
  });

  it('says the course was not found, in the layout’s words, with a way back to the courses', () => {
    const { rerender } = render(
      <LessonPlayerScreen state={{ status: 'not-found', mode: 'desktop' }} {...hrefs} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute(
      'href',
      samplePaths.courses,
    );
    rerender(<LessonPlayerScreen state={{ status: 'not-found', mode: 'mobile' }} {...hrefs} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lesson not found' })).toBeVisible();
  });

  it('assembles the desktop player: outline links, the way back, the map and the companion', async () => {
    render(<SampleLessonPlayer lessonId="lesson-1-2" />);
    expect(
      screen.getByRole('heading', { level: 1, name: lessonTitle('lesson-1-2') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute(
      'href',
      samplePaths.courses,
    );
    const outline = screen.getByRole('navigation', { name: 'Course outline' });
    expect(within(outline).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      sampleLessonHref('lesson-1-2'),
    );
    expect(await screen.findByRole('region', { name: 'Learning Path' })).toBeInTheDocument();
    const companion = screen.getByRole('complementary', { name: 'AI companion' });
    expect(
      await within(companion).findByRole('heading', { name: 'AI Learning Companion' }),
    ).toBeInTheDocument();
  });

  it('opens a lesson from the outline through the router, in place', async () => {
    render(<SampleLessonPlayer lessonId="lesson-1-2" />);
    const outline = screen.getByRole('navigation', { name: 'Course outline' });
    await userEvent.click(
      within(outline).getByRole('link', { name: new RegExp(lessonTitle('lesson-1-4')) }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: lessonTitle('lesson-1-4') }),
    ).toBeInTheDocument();
    expect(within(outline).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      sampleLessonHref('lesson-1-4'),
    );
  });

  it('opens the overlay the state names, and Escape closes it', async () => {
    render(<SampleLessonPlayer lessonId="lesson-1-2" overlay="shortcuts" />);
    expect(await screen.findByRole('dialog', { name: 'Keyboard Shortcuts' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Keyboard Shortcuts' })).toBeNull(),
    );
  });

  it('assembles the phone player: tabs, bottom bar and the Course Progress modal', async () => {
    render(<SampleLessonPlayer mode="mobile" lessonId="lesson-1-5" />);
    expect(screen.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
    const bar = screen.getByRole('navigation', { name: 'Lesson navigation' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Course outline' }));
    const modal = await screen.findByRole('dialog', { name: 'Course Progress' });
    await userEvent.click(within(modal).getByRole('button', { name: lessonTitle('lesson-1-6') }));
    expect(
      await screen.findByRole('heading', { level: 1, name: lessonTitle('lesson-1-6') }),
    ).toBeInTheDocument();
  });
});
