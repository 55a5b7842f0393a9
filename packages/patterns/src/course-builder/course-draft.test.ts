import { moduleSchema } from '@lp/contract';
import { describe, expect, it } from 'vitest';
import {
  addLesson,
  deleteLesson,
  deleteModule,
  findLesson,
  lessonCount,
  moveItem,
  moveLesson,
  moveModule,
  newLesson,
  newModule,
  updateLesson,
} from './course-draft';
import { sampleDraft, sampleQuiz } from './course-builder.samples';

const titles = (modules: typeof sampleDraft.modules, index: number) =>
  modules[index]!.lessons.map((lesson) => lesson.title);
const orders = (modules: typeof sampleDraft.modules, index: number) =>
  modules[index]!.lessons.map((lesson) => lesson.order);

describe('moveItem', () => {
  it('moves an item forwards and backwards', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });
  it('clamps the target and ignores an unknown source', () => {
    expect(moveItem(['a', 'b'], 0, 9)).toEqual(['b', 'a']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

describe('the course structure', () => {
  it('moves a module', () => {
    const moved = moveModule(sampleDraft.modules, 'module-functions', 0);
    expect(moved.map((module) => module.id)).toEqual(['module-functions', 'module-basics']);
  });

  it('moves a lesson within its module and renumbers the order the player sorts by', () => {
    const moved = moveLesson(sampleDraft.modules, 'lesson-variables', 'module-basics', 2);
    expect(titles(moved, 0)).toEqual(['Introduction video', 'Basics quiz', 'Variables']);
    expect(orders(moved, 0)).toEqual([0, 1, 2]);
  });

  it('moves a lesson to another module, renumbering both', () => {
    const moved = moveLesson(sampleDraft.modules, 'lesson-intro-video', 'module-functions', 1);
    expect(titles(moved, 0)).toEqual(['Variables', 'Basics quiz']);
    expect(orders(moved, 0)).toEqual([0, 1]);
    expect(titles(moved, 1)).toEqual([
      'Declaring functions',
      'Introduction video',
      'Arrow functions',
    ]);
    expect(orders(moved, 1)).toEqual([0, 1, 2]);
    expect(lessonCount(moved)).toBe(lessonCount(sampleDraft.modules));
    expect(findLesson(moved, 'lesson-intro-video')).toMatchObject({ moduleIndex: 1, index: 1 });
  });

  it('leaves the course as it was for an unknown lesson or module', () => {
    expect(moveLesson(sampleDraft.modules, 'nope', 'module-basics', 0)).toEqual(
      sampleDraft.modules,
    );
    expect(moveLesson(sampleDraft.modules, 'lesson-variables', 'nope', 0)).toEqual(
      sampleDraft.modules,
    );
  });

  it('adds, updates and deletes lessons and modules', () => {
    const added = addLesson(
      sampleDraft.modules,
      'module-functions',
      newLesson('l-new', 'quiz', 'Q'),
    );
    expect(titles(added, 1)).toEqual(['Declaring functions', 'Arrow functions', 'Q']);
    expect(orders(added, 1)).toEqual([0, 1, 2]);
    const renamed = updateLesson(added, 'l-new', { title: 'Functions quiz' });
    expect(findLesson(renamed, 'l-new')?.lesson.title).toBe('Functions quiz');
    const deleted = deleteLesson(renamed, 'lesson-declaring');
    expect(titles(deleted, 1)).toEqual(['Arrow functions', 'Functions quiz']);
    expect(orders(deleted, 1)).toEqual([0, 1]);
    expect(deleteModule(deleted, 'module-basics').map((module) => module.id)).toEqual([
      'module-functions',
    ]);
  });

  it('makes new modules and lessons in the contract’s shape', () => {
    // A new quiz starts unwritten (empty question and options), which the schema refuses
    // until the teacher writes it; its shape is checked here with a written quiz.
    const lessons = [
      newLesson('l-text', 'text', 'Reading'),
      newLesson('l-video', 'video', 'Video'),
      { ...newLesson('l-quiz', 'quiz', 'Quiz'), content: sampleQuiz },
    ];
    const module = { ...newModule('m-1', 'Module 1'), lessons };
    expect(moduleSchema.safeParse(module).success).toBe(true);
  });
});
