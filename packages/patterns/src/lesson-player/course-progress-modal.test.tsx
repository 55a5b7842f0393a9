import { courseById } from '@lp/contract';
import * as arNs from '@lp/locales/ar/lesson-player';
import * as esNs from '@lp/locales/es/lesson-player';
import { I18nProvider, type Translations } from '@lp/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CourseProgressModal, courseProgressStatus } from './course-progress-modal';

// Course 1: module 1 has its 3 lessons completed, module 2 none of its 4.
const course = courseById('course-1')!;
const [firstModule, secondModule] = course.modules;

type Props = ComponentProps<typeof CourseProgressModal>;

function renderModal(overrides: Partial<Props> = {}, translations?: Translations) {
  const props: Props = {
    modules: course.modules,
    currentLessonId: 'lesson-1-5',
    open: true,
    onOpenChange: vi.fn(),
    onSelectLesson: vi.fn(),
    ...overrides,
  };
  const modal = <CourseProgressModal {...props} />;
  render(translations ? <I18nProvider translations={translations}>{modal}</I18nProvider> : modal);
  return props;
}

const moduleTrigger = (title: string) =>
  screen.getByRole('button', { name: new RegExp(`^${title}`) });

describe('CourseProgressModal', () => {
  it("is a dialog titled 'Course Progress' with the course total", () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Course Progress' });
    expect(dialog).toHaveAccessibleDescription('3 of 7 lessons completed');
  });

  it("counts each module's completed lessons as 'x of y lessons' with a bar", () => {
    renderModal();
    expect(moduleTrigger(firstModule!.title)).toHaveTextContent('3 of 3 lessons');
    expect(moduleTrigger(secondModule!.title)).toHaveTextContent('0 of 4 lessons');
    const bar = screen.getByRole('progressbar', { name: `${secondModule!.title} progress` });
    expect(bar).toHaveAttribute('aria-valuetext', '0 of 4 lessons');
  });

  it('expands the module holding the current lesson and keeps the others closed', async () => {
    renderModal();
    expect(moduleTrigger(secondModule!.title)).toHaveAttribute('aria-expanded', 'true');
    expect(moduleTrigger(firstModule!.title)).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(moduleTrigger(firstModule!.title));
    expect(moduleTrigger(firstModule!.title)).toHaveAttribute('aria-expanded', 'true');
  });

  it('marks lessons completed, current or available in text, the current one with aria-current', async () => {
    renderModal();
    await userEvent.click(moduleTrigger(firstModule!.title));
    const done = screen.getByRole('button', { name: 'Key Terms and Concepts' });
    expect(done).toHaveAccessibleDescription(expect.stringMatching(/^Completed/));
    const current = screen.getByRole('button', { name: 'How a Detection Pipeline Flows' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAccessibleDescription(expect.stringMatching(/^Current/));
    // Locked by the contract's rule (the lesson before is not done): the mobile list says available.
    const later = screen.getByRole('button', { name: 'Module Assessment: Threat Detection' });
    expect(later).toHaveAccessibleDescription(expect.stringMatching(/^Available/));
  });

  it("describes each lesson by type and duration ('10 min' for a number of minutes)", async () => {
    renderModal();
    await userEvent.click(moduleTrigger(firstModule!.title));
    const lesson = screen.getByRole('button', { name: 'Key Terms and Concepts' });
    expect(lesson).toHaveAccessibleDescription(expect.stringContaining('Text 10 min'));
    expect(lesson.closest('[data-slot="course-progress-lesson"]')).toHaveTextContent(
      'Key Terms and ConceptsText10 min',
    );
  });

  it('starts with focus on the open lesson', async () => {
    renderModal();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'How a Detection Pipeline Flows' })).toHaveFocus(),
    );
  });

  it('selects a lesson and closes', async () => {
    const props = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Write Your First Detection Rule' }));
    expect(props.onSelectLesson).toHaveBeenCalledWith('lesson-1-6');
    expect(props.onOpenChange).toHaveBeenCalledWith(false);
  });

  it("closes with 'Continue Learning'", async () => {
    const props = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Continue Learning' }));
    expect(props.onOpenChange).toHaveBeenCalledWith(false);
    expect(props.onSelectLesson).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderModal({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('CourseProgressModal in another language', () => {
  it('speaks Spanish, with the counts in the plural', async () => {
    renderModal({}, { locale: 'es', ready: new Map([[esNs.id, esNs.default]]) });
    const dialog = screen.getByRole('dialog', { name: 'Progreso del curso' });
    expect(dialog).toHaveAccessibleDescription('3 de 7 lecciones completadas');
    expect(moduleTrigger(secondModule!.title)).toHaveTextContent('0 de 4 lecciones');
    expect(
      screen.getByRole('progressbar', { name: `Progreso de ${secondModule!.title}` }),
    ).toBeInTheDocument();
    await userEvent.click(moduleTrigger(firstModule!.title));
    const lesson = screen.getByRole('button', { name: 'Key Terms and Concepts' });
    expect(lesson).toHaveAccessibleDescription(expect.stringMatching(/^Completada Texto 10 min/));
    expect(screen.getByRole('button', { name: 'Seguir aprendiendo' })).toBeInTheDocument();
  });

  it('speaks Arabic, with the plural forms of lessons and minutes', async () => {
    renderModal({}, { locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) });
    const dialog = screen.getByRole('dialog', { name: 'التقدّم في الدورة' });
    expect(dialog).toHaveAccessibleDescription('اكتمل 3 من 7 دروس');
    await userEvent.click(moduleTrigger(firstModule!.title));
    const lesson = screen.getByRole('button', { name: 'Key Terms and Concepts' });
    expect(lesson).toHaveAccessibleDescription(expect.stringMatching(/^مكتمل نص 10 دقائق/));
  });
});

describe('courseProgressStatus', () => {
  it("shows the contract's locked lessons as available", () => {
    const lessons = course.modules.flatMap((module) => module.lessons);
    expect(courseProgressStatus(lessons, 0, 'lesson-1-5')).toBe('completed');
    expect(courseProgressStatus(lessons, 4, 'lesson-1-5')).toBe('current');
    expect(courseProgressStatus(lessons, 3, 'lesson-1-5')).toBe('available');
    expect(courseProgressStatus(lessons, 6, 'lesson-1-5')).toBe('available');
  });
});
