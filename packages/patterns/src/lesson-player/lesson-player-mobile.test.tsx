import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LessonPlayerMobile } from './lesson-player-mobile';
import { sampleHrefs } from '../samples/paths.samples';
import { samplePlayerLesson, standIns } from './lesson-player.samples';

type Props = ComponentProps<typeof LessonPlayerMobile>;

function renderMobile(overrides: Partial<Props> = {}) {
  const { lessonTitle, moduleTitle, position } = samplePlayerLesson('lesson-1-4');
  const props: Props = {
    lessonTitle,
    moduleTitle,
    position,
    ...sampleHrefs.toCourses,
    onPrevious: vi.fn(),
    onNext: vi.fn(),
    content: standIns.content,
    companion: standIns.companion,
    tab: 'content',
    onTabChange: vi.fn(),
    onOpenOutline: vi.fn(),
    ...overrides,
  };
  render(<LessonPlayerMobile {...props} />);
  return props;
}

/** A one-finger swipe on the lesson area, from (200, 300) by dx, dy. */
function swipe(dx: number, dy = 0, { release = true } = {}) {
  const main = screen.getByRole('main');
  const at = (x: number, y: number) => ({ touches: [{ clientX: x, clientY: y }] });
  fireEvent.touchStart(main, at(200, 300));
  // Through the middle first, as a real finger would.
  fireEvent.touchMove(main, at(200 + dx / 2, 300 + dy / 2));
  fireEvent.touchMove(main, at(200 + dx, 300 + dy));
  if (release) fireEvent.touchEnd(main, { touches: [] });
}

const bottomBar = () => within(screen.getByRole('navigation', { name: 'Lesson navigation' }));

describe('LessonPlayerMobile', () => {
  it('titles the header with the lesson, the module under it, a back link and the outline button', async () => {
    const props = renderMobile();
    expect(screen.getByRole('heading', { level: 1, name: props.lessonTitle })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent(props.moduleTitle);
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
    await userEvent.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Course outline' }),
    );
    expect(props.onOpenOutline).toHaveBeenCalled();
  });

  it('shows the content and AI tabs and reports the chosen one', async () => {
    const props = renderMobile();
    expect(screen.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The lesson: video, text, quiz');
    await userEvent.click(screen.getByRole('tab', { name: 'AI' }));
    expect(props.onTabChange).toHaveBeenCalledWith('ai');
  });

  it('shows the companion on the ai tab, keeping the content mounted but hidden', () => {
    renderMobile({ tab: 'ai' });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Ask the AI companion');
    expect(screen.getByText('The lesson: video, text, quiz or diagram.')).not.toBeVisible();
  });

  it('moves with the bottom bar, whose AI button switches to the ai tab', async () => {
    const props = renderMobile();
    await userEvent.click(bottomBar().getByRole('button', { name: 'Previous lesson' }));
    await userEvent.click(bottomBar().getByRole('button', { name: 'Next lesson' }));
    await userEvent.click(bottomBar().getByRole('button', { name: 'AI companion' }));
    await userEvent.click(bottomBar().getByRole('button', { name: 'Course outline' }));
    expect(props.onPrevious).toHaveBeenCalledTimes(1);
    expect(props.onNext).toHaveBeenCalledTimes(1);
    expect(props.onTabChange).toHaveBeenCalledWith('ai');
    expect(props.onOpenOutline).toHaveBeenCalledTimes(1);
  });

  it('disables Previous at the first lesson and Next at the last', () => {
    renderMobile({ position: { index: 0, total: 7 } });
    expect(bottomBar().getByRole('button', { name: 'Previous lesson' })).toBeDisabled();
    expect(bottomBar().getByRole('button', { name: 'Next lesson' })).toBeEnabled();
  });

  it('goes to the next lesson on a swipe left over 100 px', () => {
    const props = renderMobile();
    swipe(-120);
    expect(props.onNext).toHaveBeenCalledTimes(1);
    expect(props.onPrevious).not.toHaveBeenCalled();
  });

  it('goes to the previous lesson on a swipe right over 100 px', () => {
    const props = renderMobile();
    swipe(120);
    expect(props.onPrevious).toHaveBeenCalledTimes(1);
    expect(props.onNext).not.toHaveBeenCalled();
  });

  it('does nothing for a swipe of 100 px or less', () => {
    const props = renderMobile();
    swipe(-100);
    swipe(90);
    expect(props.onNext).not.toHaveBeenCalled();
    expect(props.onPrevious).not.toHaveBeenCalled();
  });

  it('leaves a mostly vertical gesture to scrolling', () => {
    const props = renderMobile();
    swipe(-120, 200);
    expect(props.onNext).not.toHaveBeenCalled();
    expect(screen.queryByText('Swipe to navigate')).toBeNull();
  });

  it('does not swipe past the last lesson', () => {
    const props = renderMobile({ position: { index: 6, total: 7 } });
    swipe(-150);
    expect(props.onNext).not.toHaveBeenCalled();
  });

  it("shows 'Swipe to navigate' once the finger passes 50 px, then the direction past 100 px", () => {
    renderMobile();
    swipe(-40, 0, { release: false });
    expect(screen.queryByText('Swipe to navigate')).toBeNull();
    fireEvent.touchMove(screen.getByRole('main'), { touches: [{ clientX: 140, clientY: 300 }] });
    expect(screen.getByText('Swipe to navigate')).toBeInTheDocument();
    fireEvent.touchMove(screen.getByRole('main'), { touches: [{ clientX: 90, clientY: 300 }] });
    expect(screen.getByText('Next Lesson →')).toBeInTheDocument();
    fireEvent.touchEnd(screen.getByRole('main'), { touches: [] });
    expect(screen.queryByText('Next Lesson →')).toBeNull();
  });

  it("shows '← Previous Lesson' while swiping right past 100 px", () => {
    renderMobile();
    swipe(130, 0, { release: false });
    expect(screen.getByText('← Previous Lesson')).toBeInTheDocument();
  });

  it('hands the floating chat its place', () => {
    renderMobile({ floatingChat: <button type="button">Ask AI</button> });
    expect(screen.getByRole('button', { name: 'Ask AI' })).toBeInTheDocument();
  });
});
