import { lessonPosition, type LessonPosition } from '@lp/contract';
import type { CourseDetail } from '@lp/contract/api';
import { LayoutPending, LessonNotFound, LessonPlayerLoading } from '@lp/patterns';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useCourse } from '../../data/course-detail';
import type { ScreenProps } from '../screen-props';
import { DesktopLessonPlayer } from './desktop-lesson-player';
import { MobileLessonPlayer } from './mobile-lesson-player';
import { useLessonPlayer } from './use-lesson-player';
import { usePlayerLayoutMode, type PlayerLayoutMode } from './use-player-layout-mode';

/**
 * /course/{courseId}/lesson/{lessonId} (spec 1 section 2.7): loads the course, picks the
 * desktop or phone layout, and shows the spec's loading and not-found screens.
 */
export default function LessonPlayerScreen(_props: ScreenProps) {
  const { courseId = '', lessonId = '' } = useParams();
  const mode = usePlayerLayoutMode();
  const { data: course, error } = useCourse(courseId || null);

  useEffect(() => {
    if (error) console.error(`Could not load course "${courseId}"`, error); // logged only (spec 1 section 8)
  }, [error, courseId]);

  if (!mode) return <LayoutPending />;
  if (error) return <LessonNotFound variant={mode} />;
  if (!course) return <LessonPlayerLoading />;
  const position = lessonPosition(course, lessonId);
  if (!position) return <LessonNotFound variant={mode} />;
  return <LessonPlayer course={course} position={position} mode={mode} />;
}

function LessonPlayer({
  course,
  position,
  mode,
}: {
  course: CourseDetail;
  position: LessonPosition;
  mode: PlayerLayoutMode;
}) {
  const player = useLessonPlayer(course, position);
  return mode === 'mobile' ? (
    <MobileLessonPlayer course={course} player={player} />
  ) : (
    <DesktopLessonPlayer course={course} player={player} />
  );
}
