import { sampleProgramHighlights, sampleQuote } from '@lp/contract';
import type { Db } from '../db/database';
import type { DashboardContent, StoredProgram } from '../db/schema';
import { EMPTY_DASHBOARD_CONTENT } from '../learning/dashboard-repository';
import { universityCourseSeeds, type UniversityCourseSeed } from './university-courses-seed';

/** The seeded universities with courses of their own, each with its courses in seed order. */
function coursesByUniversity(): Map<string, UniversityCourseSeed[]> {
  const byUniversity = new Map<string, UniversityCourseSeed[]>();
  for (const seed of universityCourseSeeds) {
    byUniversity.set(seed.universityId, [...(byUniversity.get(seed.universityId) ?? []), seed]);
  }
  return byUniversity;
}

/** A university's one program: its own courses, self-paced (no live events or schedule). */
function programOf(universityId: string, courses: UniversityCourseSeed[]): StoredProgram {
  const slug = universityId.replace(/^univ-/, '');
  const hours = courses.reduce((sum, seed) => sum + seed.course.estimatedDurationHours, 0);
  return {
    id: `${slug}-foundations`,
    title: `${slug.charAt(0).toUpperCase()}${slug.slice(1)} Foundations`,
    tagline: 'Self-paced courses of this university',
    longDescription: `The courses every new learner starts with: ${courses
      .map((seed) => seed.course.title)
      .join(', ')}.`,
    heroImage: '/samples/programs/event-program-hero.webp',
    stats: { courseCount: courses.length, eventCount: 0, totalDurationHours: hours },
    courses: courses.map((seed) => seed.id),
    liveEvents: [],
    schedule: [],
    highlights: { ...sampleProgramHighlights, liveEvents: 0, liveSessions: 0 },
    instructorIds: [],
  };
}

/** A university's dashboard: its first course featured, a next step per course. */
function dashboardOf(courses: UniversityCourseSeed[]): DashboardContent {
  return {
    learner: {
      featuredCourseId: courses[0]?.id ?? null,
      liveEvent: null,
      nextSteps: courses.map((seed) => ({
        id: `next-${seed.id}`,
        type: 'Assignment',
        title: seed.course.title,
        subtitle: seed.course.description,
        actionText: 'Start Now',
        courseId: seed.id,
      })),
      quote: sampleQuote,
    },
    teacher: EMPTY_DASHBOARD_CONTENT.teacher,
  };
}

/**
 * Each seeded demo university's own program and dashboard content (issue 32), idempotently, so
 * their learners' homes differ from the default university's. Runs after the courses exist.
 */
export async function seedUniversityLearningData(db: Db): Promise<void> {
  for (const [universityId, courses] of coursesByUniversity()) {
    const program = programOf(universityId, courses);
    await db
      .insertInto('programs')
      .values({
        id: program.id,
        university_id: universityId,
        position: 0,
        body: JSON.stringify(program),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    await db
      .insertInto('dashboard_content')
      // The table's id defaults to 'default' (the default university's row): name another.
      .values({
        id: universityId,
        university_id: universityId,
        body: JSON.stringify(dashboardOf(courses)),
      })
      .onConflict((conflict) => conflict.column('university_id').doNothing())
      .execute();
  }
}
