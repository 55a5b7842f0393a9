import * as esNs from '@lp/locales/es/lesson-player';
import { I18nProvider, type Translations } from '@lp/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LessonPlayerDesktop } from './lesson-player-desktop';
import { sampleHrefs } from '../samples/paths.samples';
import { samplePlayerLesson, standIns } from './lesson-player.samples';

type Props = ComponentProps<typeof LessonPlayerDesktop>;

function renderDesktop(overrides: Partial<Props> = {}, translations?: Translations) {
  const props: Props = {
    ...samplePlayerLesson('lesson-1-4'),
    ...sampleHrefs.toCourses,
    onPrevious: vi.fn(),
    onNext: vi.fn(),
    outline: standIns.outline,
    content: standIns.content,
    progressMap: standIns.progressMap,
    companion: standIns.companion,
    companionOpen: true,
    onCompanionOpenChange: vi.fn(),
    notesPanel: standIns.notes,
    notesOpen: false,
    onNotesOpenChange: vi.fn(),
    layout: { type: 'default', showProgressMap: true, contentWidth: 'normal' },
    onToggleFocusMode: vi.fn(),
    onOpenShortcuts: vi.fn(),
    onOpenStatistics: vi.fn(),
    studyTime: 125,
    ...overrides,
  };
  const player = <LessonPlayerDesktop {...props} />;
  render(translations ? <I18nProvider translations={translations}>{player}</I18nProvider> : player);
  return props;
}

const pill = () => within(screen.getByRole('group', { name: 'Lesson navigation' }));

describe('LessonPlayerDesktop', () => {
  it("shows the lesson's place as 'n / total' with n counted from 1, and moves both ways", async () => {
    const props = renderDesktop();
    expect(pill().getByText('4 / 7')).toBeInTheDocument();
    await userEvent.click(pill().getByRole('button', { name: 'Previous lesson' }));
    await userEvent.click(pill().getByRole('button', { name: 'Next lesson' }));
    expect(props.onPrevious).toHaveBeenCalledTimes(1);
    expect(props.onNext).toHaveBeenCalledTimes(1);
  });

  it('disables Previous at the first lesson and Next at the last', () => {
    renderDesktop({ position: { index: 0, total: 7 } });
    expect(pill().getByText('1 / 7')).toBeInTheDocument();
    expect(pill().getByRole('button', { name: 'Previous lesson' })).toBeDisabled();
    expect(pill().getByRole('button', { name: 'Next lesson' })).toBeEnabled();
  });

  it('disables Next at the last lesson', () => {
    renderDesktop({ position: { index: 6, total: 7 } });
    expect(pill().getByText('7 / 7')).toBeInTheDocument();
    expect(pill().getByRole('button', { name: 'Next lesson' })).toBeDisabled();
    expect(pill().getByRole('button', { name: 'Previous lesson' })).toBeEnabled();
  });

  it('titles the page with the lesson and gives the course and module as context', () => {
    const props = renderDesktop();
    expect(screen.getByRole('heading', { level: 1, name: props.lessonTitle })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent(props.courseTitle);
    expect(screen.getByRole('banner')).toHaveTextContent(props.moduleTitle);
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('shows the study time as m:ss, and h:mm:ss past an hour, in a named timer', () => {
    renderDesktop({ studyTime: 3725 });
    expect(screen.getByRole('timer', { name: 'Study time' })).toHaveTextContent('1:02:05');
  });

  it('toggles the notes panel from the pressed Notes button', async () => {
    const props = renderDesktop({ notesOpen: false });
    const notes = screen.getByRole('button', { name: 'Notes' });
    expect(notes).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('complementary', { name: 'Notes and bookmarks' })).toBeNull();
    await userEvent.click(notes);
    expect(props.onNotesOpenChange).toHaveBeenCalledWith(true);
  });

  it('shows the notes panel, named, with its own resize handle when open', () => {
    renderDesktop({ notesOpen: true });
    expect(screen.getByRole('button', { name: 'Notes' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('complementary', { name: 'Notes and bookmarks' })).toHaveTextContent(
      'Notes and bookmarks of this lesson.',
    );
    expect(screen.getByRole('separator', { name: 'Resize notes panel' })).toBeInTheDocument();
  });

  it("offers 'Open AI companion' only while the companion is closed", async () => {
    const open = renderDesktop({ companionOpen: true });
    expect(screen.queryByRole('button', { name: 'Open AI companion' })).toBeNull();
    expect(screen.getByRole('complementary', { name: 'AI companion' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close AI companion' }));
    expect(open.onCompanionOpenChange).toHaveBeenCalledWith(false);
  });

  it('opens the closed companion from the header', async () => {
    const props = renderDesktop({ companionOpen: false });
    expect(screen.queryByRole('complementary', { name: 'AI companion' })).toBeNull();
    expect(screen.queryByRole('separator', { name: 'Resize AI companion' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open AI companion' }));
    expect(props.onCompanionOpenChange).toHaveBeenCalledWith(true);
  });

  it('drops the outline in focus layout and marks Focus mode pressed', async () => {
    const props = renderDesktop({
      layout: { type: 'focus', showProgressMap: false, contentWidth: 'full' },
    });
    const focus = screen.getByRole('button', { name: 'Focus mode' });
    expect(focus).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('complementary', { name: 'Course outline' })).toBeNull();
    expect(screen.queryByText('Where this lesson sits in the course.')).toBeNull();
    await userEvent.click(focus);
    expect(props.onToggleFocusMode).toHaveBeenCalled();
  });

  it('shows the outline with a named resize handle and the progress map in the default layout', () => {
    renderDesktop();
    expect(screen.getByRole('complementary', { name: 'Course outline' })).toBeInTheDocument();
    expect(screen.getByRole('separator', { name: 'Resize course outline' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.getByText('Where this lesson sits in the course.')).toBeInTheDocument();
  });

  it('opens the shortcuts and statistics overlays', async () => {
    const props = renderDesktop();
    await userEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Study statistics' }));
    expect(props.onOpenShortcuts).toHaveBeenCalled();
    expect(props.onOpenStatistics).toHaveBeenCalled();
  });

  it('takes its texts from labels', () => {
    renderDesktop({ labels: { position: (n, total) => `Lesson ${n} of ${total}` } });
    expect(pill().getByText('Lesson 4 of 7')).toBeInTheDocument();
  });
});

describe('LessonPlayerDesktop in Spanish', () => {
  it('names its landmarks, buttons and pill in Spanish', () => {
    renderDesktop({}, { locale: 'es', ready: new Map([[esNs.id, esNs.default]]) });
    expect(screen.getByRole('link', { name: 'Volver a los cursos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modo concentración' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Índice del curso' })).toBeInTheDocument();
    const navigation = within(screen.getByRole('group', { name: 'Navegación entre lecciones' }));
    expect(navigation.getByText('4 / 7')).toBeInTheDocument();
    expect(navigation.getByRole('button', { name: 'Lección siguiente' })).toBeEnabled();
    expect(screen.getByRole('timer', { name: 'Tiempo de estudio' })).toHaveTextContent('2:05');
  });
});
