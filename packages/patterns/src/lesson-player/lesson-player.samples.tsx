import { courseById, lessonPosition } from '@lp/contract';
import type { ReactNode } from 'react';

/**
 * Stand-ins for the blocks the app puts in the player's slots (outline, content, map, notes,
 * companion), so the layouts render on their own; the real blocks have their own stories.
 */
export function StandIn({ title, body }: { title: string; body: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 p-4">
      <h2 className="text-base font-semibold text-text">{title}</h2>
      <p className="text-sm text-text-muted">{body}</p>
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

// Sample texts stay English (they stand in for data, not for the product's own words).
const standInTexts = {
  outline: { title: 'Course outline', body: 'Modules and lessons of the course.' },
  content: { title: 'Lesson content', body: 'The lesson: video, text, quiz or diagram.' },
  progressMap: { title: 'Progress map', body: 'Where this lesson sits in the course.' },
  notes: { title: 'Notes and bookmarks', body: 'Notes and bookmarks of this lesson.' },
  companion: { title: 'AI companion', body: 'Ask the AI companion about this lesson.' },
};

export const standIns = {
  outline: <StandIn {...standInTexts.outline} />,
  content: <StandIn {...standInTexts.content} />,
  progressMap: <StandIn {...standInTexts.progressMap} />,
  notes: <StandIn {...standInTexts.notes} />,
  companion: <StandIn {...standInTexts.companion} />,
};
