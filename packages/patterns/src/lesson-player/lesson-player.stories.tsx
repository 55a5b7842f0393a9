import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LessonPlayerDesktop, type LessonPlayerLayout } from './lesson-player-desktop';
import { LessonPlayerMobile, type LessonPlayerMobileTab } from './lesson-player-mobile';
import { sampleHrefs } from '../samples/paths.samples';
import { samplePlayerLesson, standIns } from './lesson-player.samples';

const defaultLayout: LessonPlayerLayout = {
  type: 'default',
  showProgressMap: true,
  contentWidth: 'normal',
};
const focusLayout: LessonPlayerLayout = {
  type: 'focus',
  showProgressMap: false,
  contentWidth: 'full',
};

interface PlayerStoryArgs {
  /** A lesson of the sample course 'course-1'. */
  lessonId: string;
  layout: LessonPlayerLayout;
  notesOpen: boolean;
  companionOpen: boolean;
  studyTime: number;
  mobileTab: LessonPlayerMobileTab;
  onPrevious: () => void;
  onNext: () => void;
  onOpenShortcuts: () => void;
  onOpenStatistics: () => void;
  onOpenOutline: () => void;
}

/** The desktop layout with its toggles kept in state, as the app keeps them. */
function Desktop(args: PlayerStoryArgs) {
  const [layout, setLayout] = useState(args.layout);
  const [notesOpen, setNotesOpen] = useState(args.notesOpen);
  const [companionOpen, setCompanionOpen] = useState(args.companionOpen);
  return (
    <LessonPlayerDesktop
      {...samplePlayerLesson(args.lessonId)}
      {...sampleHrefs.toCourses}
      onPrevious={args.onPrevious}
      onNext={args.onNext}
      outline={standIns.outline}
      content={standIns.content}
      progressMap={standIns.progressMap}
      companion={standIns.companion}
      companionOpen={companionOpen}
      onCompanionOpenChange={setCompanionOpen}
      notesPanel={standIns.notes}
      notesOpen={notesOpen}
      onNotesOpenChange={setNotesOpen}
      layout={layout}
      onToggleFocusMode={() =>
        setLayout((current) => (current.type === 'focus' ? defaultLayout : focusLayout))
      }
      onOpenShortcuts={args.onOpenShortcuts}
      onOpenStatistics={args.onOpenStatistics}
      studyTime={args.studyTime}
    />
  );
}

function Mobile(args: PlayerStoryArgs) {
  const [tab, setTab] = useState(args.mobileTab);
  const { lessonTitle, moduleTitle, position } = samplePlayerLesson(args.lessonId);
  return (
    <LessonPlayerMobile
      lessonTitle={lessonTitle}
      moduleTitle={moduleTitle}
      position={position}
      {...sampleHrefs.toCourses}
      onPrevious={args.onPrevious}
      onNext={args.onNext}
      content={standIns.content}
      companion={standIns.companion}
      tab={tab}
      onTabChange={setTab}
      onOpenOutline={args.onOpenOutline}
    />
  );
}

const meta = {
  title: 'Player/Lesson player',
  component: Desktop,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    lessonId: 'lesson-1-4',
    layout: defaultLayout,
    notesOpen: false,
    companionOpen: true,
    studyTime: 754,
    mobileTab: 'content',
    onPrevious: fn(),
    onNext: fn(),
    onOpenShortcuts: fn(),
    onOpenStatistics: fn(),
    onOpenOutline: fn(),
  },
} satisfies Meta<typeof Desktop>;
export default meta;
type Story = StoryObj<typeof meta>;

const mobileViewport = { viewport: { value: 'mobile', isRotated: false } };

const panelWidth = (name: string) =>
  Math.round(document.querySelector(`aside[aria-label="${name}"]`)!.getBoundingClientRect().width);

/** Outline, lesson with its progress map and pill, and the AI companion, at the spec's default widths. */
export const DesktopDefault: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('timer', { name: 'Study time' })).toHaveTextContent('12:34');
    const pill = within(canvas.getByRole('group', { name: 'Lesson navigation' }));
    await expect(pill.getByText('4 / 7')).toBeVisible();
    await userEvent.click(pill.getByRole('button', { name: 'Next lesson' }));
    await expect(args.onNext).toHaveBeenCalled();
    await waitFor(() => expect(panelWidth('Course outline')).toBe(320));
    await expect(panelWidth('AI companion')).toBe(400);
    await expect(canvas.getByRole('heading', { name: 'Progress map' })).toBeVisible();
  },
};

/** Keyboard: the outline's handle is a named separator; End widens it to its 500 px limit. */
export const DesktopResizeOutline: Story = {
  play: async ({ canvas }) => {
    const handle = canvas.getByRole('separator', { name: 'Resize course outline' });
    await waitFor(() => expect(panelWidth('Course outline')).toBe(320));
    handle.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(panelWidth('Course outline')).toBe(500));
  },
};

/** Focus layout: no outline, no progress map, full-width content; the button reads pressed. */
export const DesktopFocusLayout: Story = {
  args: { layout: focusLayout },
  play: async ({ canvas }) => {
    const focus = canvas.getByRole('button', { name: 'Focus mode' });
    await expect(focus).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('complementary', { name: 'Course outline' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Progress map' })).toBeNull();
    await userEvent.click(focus);
    await expect(
      await canvas.findByRole('complementary', { name: 'Course outline' }),
    ).toBeVisible();
  },
};

/** The notes and bookmarks panel open beside the lesson, at its default 300 px. */
export const DesktopNotesOpen: Story = {
  args: { notesOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(panelWidth('Notes and bookmarks')).toBe(300));
    await expect(canvas.getByRole('separator', { name: 'Resize notes panel' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Notes' }));
    await waitFor(() =>
      expect(canvas.queryByRole('complementary', { name: 'Notes and bookmarks' })).toBeNull(),
    );
  },
};

/** The companion closed: the header offers to open it again, and focus follows. */
export const DesktopCompanionClosed: Story = {
  args: { companionOpen: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary', { name: 'AI companion' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open AI companion' }));
    const close = await canvas.findByRole('button', { name: 'Close AI companion' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.click(close);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Open AI companion' })).toHaveFocus(),
    );
  },
};

/** The first lesson: Previous is disabled. */
export const DesktopFirstLesson: Story = {
  args: { lessonId: 'lesson-1-1' },
  play: async ({ canvas }) => {
    const pill = within(canvas.getByRole('group', { name: 'Lesson navigation' }));
    await expect(pill.getByText('1 / 7')).toBeVisible();
    await expect(pill.getByRole('button', { name: 'Previous lesson' })).toBeDisabled();
    await expect(pill.getByRole('button', { name: 'Next lesson' })).toBeEnabled();
  },
};

/** The last lesson: Next is disabled. */
export const DesktopLastLesson: Story = {
  args: { lessonId: 'lesson-1-7' },
  play: async ({ canvas }) => {
    const pill = within(canvas.getByRole('group', { name: 'Lesson navigation' }));
    await expect(pill.getByText('7 / 7')).toBeVisible();
    await expect(pill.getByRole('button', { name: 'Next lesson' })).toBeDisabled();
    await expect(pill.getByRole('button', { name: 'Previous lesson' })).toBeEnabled();
  },
};

/** Phone, content tab: sticky header, tabs and the bottom bar. */
export const MobileContentTab: Story = {
  render: (args) => <Mobile {...args} />,
  globals: mobileViewport,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Content' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('heading', { name: 'Lesson content' })).toBeVisible();
    const bar = within(canvas.getByRole('navigation', { name: 'Lesson navigation' }));
    await userEvent.click(bar.getByRole('button', { name: 'Previous lesson' }));
    await expect(args.onPrevious).toHaveBeenCalled();
    await userEvent.click(bar.getByRole('button', { name: 'AI companion' }));
    await expect(canvas.getByRole('tab', { name: 'AI' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Phone, ai tab: the companion fills the main area. */
export const MobileAiTab: Story = {
  render: (args) => <Mobile {...args} />,
  args: { mobileTab: 'ai' },
  globals: mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'AI companion' })).toBeVisible();
    // The content tab stays mounted but hidden, so it is out of the accessibility tree.
    await expect(canvas.queryByRole('heading', { name: 'Lesson content' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Content' }));
    await expect(canvas.getByRole('heading', { name: 'Lesson content' })).toBeVisible();
  },
};

/** Phone at the last lesson: Next is disabled in the bottom bar. */
export const MobileLastLesson: Story = {
  render: (args) => <Mobile {...args} />,
  args: { lessonId: 'lesson-1-7' },
  globals: mobileViewport,
  play: async ({ canvas }) => {
    const bar = within(canvas.getByRole('navigation', { name: 'Lesson navigation' }));
    await expect(bar.getByRole('button', { name: 'Next lesson' })).toBeDisabled();
  },
};

/** A finger on the lesson area: one touch point at (x, y). */
function touchAt(target: Element, type: string, x: number, y: number) {
  const touch = new Touch({ identifier: 1, target, clientX: x, clientY: y });
  const ended = type === 'touchend';
  target.dispatchEvent(
    new TouchEvent(type, {
      bubbles: true,
      cancelable: true,
      touches: ended ? [] : [touch],
      changedTouches: [touch],
    }),
  );
}

/** Swipe: past 50 px the hint shows, past 100 px it names the direction, and letting go moves on. */
export const MobileSwipe: Story = {
  render: (args) => <Mobile {...args} />,
  globals: mobileViewport,
  play: async ({ canvas, args }) => {
    const main = canvas.getByRole('main');
    touchAt(main, 'touchstart', 300, 300);
    touchAt(main, 'touchmove', 240, 302);
    await expect(await canvas.findByText('Swipe to navigate')).toBeVisible();
    touchAt(main, 'touchmove', 170, 305);
    await expect(await canvas.findByText('Next Lesson →')).toBeVisible();
    touchAt(main, 'touchend', 170, 305);
    await waitFor(() => expect(canvas.queryByText('Next Lesson →')).toBeNull());
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};
