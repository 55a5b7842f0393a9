import { courseById, lessonPosition } from '@lp/contract';
import type { ReactNode } from 'react';

/**
 * Stand-ins for the blocks the app puts in the player's slots (outline, content, map, notes,
 * companion), so the layouts render on their own; the real blocks have their own stories.
 */
export function StandIn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 p-4">
      <h2 className="text-base font-semibold text-text">{title}</h2>
      <p className="text-sm text-text-muted">{children}</p>
    </div>
  );
}

export const sampleCourse = courseById('course-1')!;

/** The player's position props for a lesson of the sample course. */
export function samplePlayerLesson(lessonId: string) {
  const found = lessonPosition(sampleCourse, lessonId)!;
  return {
    courseTitle: sampleCourse.title,
    lessonTitle: found.lesson.title,
    moduleTitle: found.module.title,
    position: { index: found.number - 1, total: found.total },
  };
}

export const standIns = {
  outline: <StandIn title="Course outline">Modules and lessons of the course.</StandIn>,
  content: <StandIn title="Lesson content">The lesson: video, text, quiz or diagram.</StandIn>,
  progressMap: <StandIn title="Progress map">Where this lesson sits in the course.</StandIn>,
  notes: <StandIn title="Notes and bookmarks">Notes and bookmarks of this lesson.</StandIn>,
  companion: <StandIn title="AI companion">Ask the AI companion about this lesson.</StandIn>,
};
