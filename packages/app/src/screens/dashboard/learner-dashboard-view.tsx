import type { DashboardData, LearnerDashboard } from '@lp/contract/api';
import { DashboardLearner } from '@lp/patterns';
import * as dashboardMessages from '@lp/locales/en/app-dashboard';
import { useMessages, useToast } from '@lp/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SWRResponse } from 'swr';
import { useCourses } from '../../data/courses';
import { paths } from '../../routes/paths';
import { DashboardError } from './dashboard-error';
import { showWelcomeVideo, WelcomeVideo } from './welcome-video';

function carouselStatus(courses: Pick<SWRResponse, 'data' | 'error' | 'isValidating'>) {
  if (courses.data) return 'loaded';
  if (courses.isValidating) return 'loading';
  return courses.error ? 'error' : 'loaded';
}

interface LearnerDashboardViewProps {
  dashboard: SWRResponse<DashboardData>;
}

/** The learner's dashboard: the server's content, the catalogue's courses, the welcome video. */
export function LearnerDashboardView({ dashboard }: LearnerDashboardViewProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const text = useMessages(dashboardMessages);
  const courses = useCourses();
  // The page's skeleton waits for the catalogue's first answer only; Riprova then shows the
  // carousel's own loading state, not the whole page's.
  const [coursesSettled, setCoursesSettled] = useState(false);
  if (!coursesSettled && (courses.data || courses.error)) setCoursesSettled(true);
  const data: LearnerDashboard | undefined =
    dashboard.data?.variant === 'learner' ? dashboard.data : undefined;
  const featured = data?.featuredCourseId
    ? courses.data?.find((course) => course.id === data.featuredCourseId)
    : undefined;

  // A card without a download or the welcome video opens what it names (ours: the spec only
  // hands the card id to a callback).
  const onNextStepAction = (cardId: string) => {
    const card = data?.nextSteps.find((step) => step.id === cardId);
    if (card?.courseId) navigate(paths.coursePreview(card.courseId));
    else if (card?.programId) navigate(paths.program(card.programId));
    else if (card) toast({ title: text.opensSoon({ title: card.title }), variant: 'info' });
  };

  return (
    <>
      {dashboard.error ? <DashboardError onRetry={() => void dashboard.mutate()} /> : null}
      <DashboardLearner
        loading={dashboard.isLoading || (courses.isLoading && !coursesSettled)}
        featured={
          featured
            ? {
                course: featured,
                lessonHref: paths.courseFirstLesson(featured.id),
                previewHref: paths.coursePreview(featured.id),
              }
            : null
        }
        liveEvent={data?.liveEvent}
        liveEventHref={paths.live()}
        coursesStatus={carouselStatus(courses)}
        courses={courses.data ?? []}
        courseHref={(id) => paths.coursePreview(id)}
        onRetryCourses={() => void courses.mutate()}
        nextSteps={data?.nextSteps ?? []}
        learningProgress={data?.learningProgress}
        timeSpent={data?.timeSpent}
        leaderboard={data?.leaderboard ?? []}
        quote={data?.quote}
        liveHref={paths.live()}
        calendarHref={paths.calendar()}
        onShowWelcomeVideo={showWelcomeVideo}
        onNextStepAction={onNextStepAction}
      />
      <WelcomeVideo />
    </>
  );
}
