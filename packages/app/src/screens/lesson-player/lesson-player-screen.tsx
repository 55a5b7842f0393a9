import { lessonPosition, type LessonPosition } from '@lp/contract';
import type { CourseDetail } from '@lp/contract/api';
import { LessonPlayerScreen as LessonPlayerView, type LessonPlayerMode } from '@lp/patterns';
import { DirectionProvider } from '@lp/ui';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useCourse } from '../../data/course-detail';
import { paths } from '../../routes/paths';
import { useLessonPlayerState } from './use-lesson-player';
import { usePlayerLayoutMode } from './use-player-layout-mode';

interface Hrefs {
  coursesHref: string;
  lessonHref: (lessonId: string) => string;
}

/**
 * /course/{courseId}/lesson/{lessonId} (spec 1 section 2.7): loads the course, picks the
 * desktop or phone layout, and shows the spec's loading and not-found screens.
 */
/** The player runs without the shell, so it brings the page's direction itself (see SignedInLayout). */
export default function LessonPlayerScreen() {
  return (
    <DirectionProvider>
      <LessonPlayerPage />
    </DirectionProvider>
  );
}

function LessonPlayerPage() {
  const { courseId = '', lessonId = '' } = useParams();
  const mode = usePlayerLayoutMode();
  const { data: course, error } = useCourse(courseId || null);

  useEffect(() => {
    if (error) console.error(`Could not load course "${courseId}"`, error); // logged only (spec 1 section 8)
  }, [error, courseId]);

  const hrefs: Hrefs = {
    coursesHref: paths.courses(),
    lessonHref: (id) => paths.lesson(courseId, id),
  };
  if (!mode) return <LessonPlayerView state={{ status: 'pending' }} {...hrefs} />;
  if (error) return <LessonPlayerView state={{ status: 'not-found', mode }} {...hrefs} />;
  if (!course) return <LessonPlayerView state={{ status: 'loading' }} {...hrefs} />;
  const position = lessonPosition(course, lessonId);
  if (!position) return <LessonPlayerView state={{ status: 'not-found', mode }} {...hrefs} />;
  return <OpenLesson course={course} position={position} mode={mode} {...hrefs} />;
}

function OpenLesson({
  course,
  position,
  mode,
  ...hrefs
}: Hrefs & { course: CourseDetail; position: LessonPosition; mode: LessonPlayerMode }) {
  const state = useLessonPlayerState(course, position, mode);
  return <LessonPlayerView state={state} {...hrefs} />;
}
