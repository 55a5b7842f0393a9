import { FALLBACK_LESSON_ID, firstLessonId } from '@lp/contract';
import * as playerMessages from '@lp/locales/en/app-lesson-player';
import { Spinner, useMessages } from '@lp/ui';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useCourse } from '../../data/course-detail';
import { paths } from '../../routes/paths';

/**
 * /course/{courseId} (spec 1 §2.7, spec 2 §2.1): opens the first lesson of the first module,
 * replacing the address. A course that cannot be loaded is logged and the fallback lesson
 * opened, where the player shows its not-found state.
 */
export default function CourseRedirectScreen() {
  const { courseId = '' } = useParams();
  // The player's loading text (spec 1 §2.7), also the spinner's accessible label here.
  const text = useMessages(playerMessages);
  const { data: course, error } = useCourse(courseId || null);

  useEffect(() => {
    if (error) console.error(`Could not load course "${courseId}"`, error);
  }, [error, courseId]);

  if (!courseId) return <Navigate replace to={paths.courses()} />;
  if (course) return <Navigate replace to={paths.lesson(courseId, firstLessonId(course))} />;
  if (error) return <Navigate replace to={paths.lesson(courseId, FALLBACK_LESSON_ID)} />;
  return (
    <div className="grid min-h-48 place-items-center text-text-muted">
      <Spinner size="md" label={text.loading} />
    </div>
  );
}
