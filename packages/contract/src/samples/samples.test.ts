import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  enrollmentSchema,
  programHighlightsSchema,
  quoteSchema,
  savedDashboardSchema,
  teacherInsightSchema,
  timeSpentSchema,
} from '../api/learning';
import { courseSchema } from '../entities/course';
import {
  calendarEventSchema,
  chartPointSchema,
  departmentShareSchema,
  kpiSchema,
  leaderboardUserSchema,
  learningProgressSchema,
  monthlyTrendSchema,
  nextStepCardSchema,
} from '../entities/dashboard';
import { suggestedQuestionSchema } from '../entities/learning';
import { organizationSchema, studentSampleSchema } from '../entities/organization';
import { instructorSchema, liveEventSchema, programSchema } from '../entities/program';
import { transcriptSchema } from '../entities/transcript';
import { adminListUserSchema, universitySchema, userTotalsSchema } from '../entities/university';
import { userSchema } from '../entities/user';
import { confidenceBand } from '../rules/transcript';
import { catalogueCourses } from './catalogue-courses';
import { allCourses, courseById, enrolledCourses, sampleCourses } from './courses';
import {
  sampleCalendarEvents,
  sampleDailyActivePoints,
  sampleDepartmentShares,
  sampleKpis,
  sampleLeaderboard,
  sampleLearningProgress,
  sampleMonthlyTrends,
  sampleNextSteps,
} from './dashboard';
import {
  sampleDemoEnrollments,
  sampleDemoLearnerStats,
  sampleLeaderboardCohort,
  sampleQuote,
} from './learner-home';
import { sampleOrganizations, sampleStudents } from './organizations';
import {
  programById,
  sampleInstructors,
  sampleLiveEvents,
  sampleProgram,
  sampleProgramHighlights,
  sampleSchedule,
} from './program';
import { sampleTeacherDashboards, sampleTeacherInsights } from './teacher-dashboard';
import { sampleTranscript, transcriptById } from './transcript';
import { sampleAdminUsers, sampleUniversities, sampleUserTotals } from './universities';
import { sampleSuggestedQuestions, sampleUser } from './user';

describe('every sample matches its schema', () => {
  const cases: [string, z.ZodMiniType, unknown][] = [
    ['courses', z.array(courseSchema), sampleCourses],
    ['catalogue courses', z.array(courseSchema), catalogueCourses],
    ['program highlights', programHighlightsSchema, sampleProgramHighlights],
    ['teacher insights', z.array(teacherInsightSchema), sampleTeacherInsights],
    ['saved dashboards', z.array(savedDashboardSchema), sampleTeacherDashboards],
    ['demo enrolments', z.array(enrollmentSchema), sampleDemoEnrollments],
    ['quote', quoteSchema, sampleQuote],
    ['demo heatmap', timeSpentSchema, sampleDemoLearnerStats.heatmap],
    ['transcript', transcriptSchema, sampleTranscript],
    ['instructors', z.array(instructorSchema), sampleInstructors],
    ['live events', z.array(liveEventSchema), sampleLiveEvents],
    ['program', programSchema, sampleProgram],
    ['organizations', z.array(organizationSchema), sampleOrganizations],
    ['students', z.array(studentSampleSchema), sampleStudents],
    ['universities', z.array(universitySchema), sampleUniversities],
    ['admin users', z.array(adminListUserSchema), sampleAdminUsers],
    ['user totals', userTotalsSchema, sampleUserTotals],
    ['calendar events', z.array(calendarEventSchema), sampleCalendarEvents],
    ['next steps', z.array(nextStepCardSchema), sampleNextSteps],
    ['leaderboard', z.array(leaderboardUserSchema), sampleLeaderboard],
    ['learning progress', learningProgressSchema, sampleLearningProgress],
    ['daily active points', z.array(chartPointSchema), sampleDailyActivePoints],
    ['department shares', z.array(departmentShareSchema), sampleDepartmentShares],
    ['monthly trends', z.array(monthlyTrendSchema), sampleMonthlyTrends],
    ['KPIs', z.array(kpiSchema), sampleKpis],
    ['user', userSchema, sampleUser],
    ['suggested questions', z.array(suggestedQuestionSchema), sampleSuggestedQuestions],
  ];

  it.each(cases)('%s', (_name, schema, sample) => {
    const result = schema.safeParse(sample);
    expect(result.error?.issues ?? []).toEqual([]);
  });
});

describe('sample courses', () => {
  it('are three, priced 89.99, 149 and 79', () => {
    expect(sampleCourses.map((course) => course.price)).toEqual([89.99, 149, 79]);
  });

  it('have URL-safe ids', () => {
    for (const course of allCourses()) expect(encodeURIComponent(course.id)).toBe(course.id);
  });

  it('have unique lesson ids within each course', () => {
    for (const course of sampleCourses) {
      const ids = course.modules.flatMap((module) => module.lessons.map((lesson) => lesson.id));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('cover every lesson type and both quiz forms', () => {
    const lessons = sampleCourses.flatMap((course) =>
      course.modules.flatMap((module) => module.lessons),
    );
    expect(new Set(lessons.map((lesson) => lesson.type))).toEqual(
      new Set(['video', 'audio', 'text', 'quiz', 'interactive_diagram', 'code_sandbox']),
    );
    const quizzes = lessons.filter((lesson) => lesson.type === 'quiz');
    expect(quizzes.some((quiz) => typeof quiz.content === 'object' && 'id' in quiz.content)).toBe(
      true,
    );
    expect(
      quizzes.some((quiz) => typeof quiz.content === 'object' && 'timeLimit' in quiz.content),
    ).toBe(true);
  });

  it('point their video transcripts at a transcript that exists', () => {
    const withTranscript = sampleCourses
      .flatMap((course) => course.modules.flatMap((module) => module.lessons))
      .filter((lesson) => lesson.transcriptId);
    expect(withTranscript.length).toBeGreaterThan(0);
    for (const lesson of withTranscript) {
      expect(transcriptById(lesson.transcriptId ?? '')).toBeDefined();
    }
  });

  it('are found by id, and the enrolled ones listed', () => {
    expect(courseById('course-2')?.title).toBe('Full-Stack Web Development');
    expect(courseById('missing')).toBeUndefined();
    expect(enrolledCourses().map((course) => course.id)).toEqual(['course-1', 'course-2']);
  });

  it('give out copies, so callers cannot reorder the samples', () => {
    allCourses().reverse();
    expect(allCourses()[0]?.id).toBe('course-1');
  });
});

describe('catalogue courses', () => {
  it('are nine published courses, course-4 to course-12, so the catalogue has twelve', () => {
    expect(catalogueCourses.map((course) => course.id)).toEqual(
      Array.from({ length: 9 }, (_, index) => `course-${index + 4}`),
    );
    expect(catalogueCourses.every((course) => course.status === 'published')).toBe(true);
    const ids = [...sampleCourses, ...catalogueCourses].map((course) => course.id);
    expect(new Set(ids).size).toBe(12);
  });

  it('sort after the three samples by creation date', () => {
    const dates = [...sampleCourses, ...catalogueCourses].map((course) => course.createdAt);
    expect([...dates].sort()).toEqual(dates);
  });
});

describe('sample transcript', () => {
  it('has 8 segments over 130 seconds, in every confidence band', () => {
    const segments = sampleTranscript.segments;
    expect(segments).toHaveLength(8);
    expect(segments[0]?.startTime).toBe(0);
    expect(segments.at(-1)?.endTime).toBe(130);
    expect(new Set(segments.map((s) => confidenceBand(s.confidence).level))).toEqual(
      new Set(['high', 'medium', 'low']),
    );
    expect(new Set(segments.map((s) => s.importance)).size).toBe(3);
    expect(new Set(segments.map((s) => s.category)).size).toBe(4);
  });
});

describe('event program', () => {
  it('is courts-of-heaven with 6 courses, 3 events and 17 hours', () => {
    expect(programById('courts-of-heaven')).toBe(sampleProgram);
    expect(programById('other')).toBeUndefined();
    expect(sampleProgram.stats).toEqual({ courseCount: 6, eventCount: 3, totalDurationHours: 17 });
  });

  it('lists six courses that exist, and every instructor course exists', () => {
    const known = new Set([...sampleCourses, ...catalogueCourses].map((course) => course.id));
    expect(sampleProgram.courses).toHaveLength(6);
    const referenced = [
      ...sampleProgram.courses,
      ...sampleInstructors.flatMap((instructor) => instructor.courses),
    ];
    expect(referenced.filter((id) => !known.has(id))).toEqual([]);
  });

  it('has the exact schedule of spec 2 §2.5, in Central time', () => {
    expect(sampleSchedule.map((item) => `${item.day} ${item.time} ${item.title}`)).toEqual([
      'Thursday 5:00 PM Start',
      'Thursday 6:00 PM Session',
      'Friday 8:00 AM Day Start',
      'Friday 9:00 AM Session 1',
      'Friday 10:45 AM Session 2',
      'Friday 12:00 PM Lunch',
      'Friday 1:30 PM Session 2',
      'Friday 3:15 PM Session 3',
      'Friday 4:30 PM Q&A',
      'Saturday 8:00 AM Day Start',
      'Saturday 9:00 AM Session 1',
      'Saturday 10:45 AM Session 2',
      'Saturday 12:00 PM Lunch',
      'Saturday 1:30 PM Session 2',
      'Saturday 3:15 PM Session 3',
    ]);
    expect(sampleSchedule.every((item) => item.datetime.endsWith('-06:00'))).toBe(true);
    expect(sampleSchedule[0]?.datetime).toBe('2025-07-17T17:00:00-06:00');
    expect(sampleSchedule.at(-1)?.datetime).toBe('2025-07-19T15:15:00-06:00');
  });
});

describe('dashboard samples', () => {
  it('rank the signed-in learner #8 of 20', () => {
    expect(sampleLeaderboard).toHaveLength(20);
    const me = sampleLeaderboard.filter((user) => user.isCurrentUser);
    expect(me.map((user) => user.rank)).toEqual([8]);
  });

  it('seed the demo learner with six enrolments, four done, and a cohort of 19 others', () => {
    expect(sampleDemoEnrollments.map((enrollment) => enrollment.courseId)).toEqual(
      sampleProgram.courses,
    );
    expect(sampleDemoEnrollments.filter((enrollment) => enrollment.progress === 100)).toHaveLength(
      4,
    );
    expect(sampleDemoLearnerStats.progressPercent).toBe(62);
    expect(sampleLeaderboardCohort).toHaveLength(19);
    const above = sampleLeaderboardCohort.filter(
      (row) => row.points > sampleDemoLearnerStats.points,
    );
    expect(above).toHaveLength(7);
  });

  it('show 62% progress with 4 of 6 courses done', () => {
    expect(sampleLearningProgress).toEqual({ percent: 62, coursesCompleted: 4, coursesTotal: 6 });
  });

  it('chart 22 points from 1200 to 3800', () => {
    const values = sampleDailyActivePoints.map((point) => point.value);
    expect(values).toHaveLength(22);
    expect(values[0]).toBe(1200);
    expect(values.at(-1)).toBe(3800);
    expect(Math.min(...values)).toBe(1200);
    expect(Math.max(...values)).toBe(3800);
  });

  it('offer more than 3 next steps: a live session, the welcome card and a download', () => {
    expect(sampleNextSteps.length).toBeGreaterThan(3);
    expect(sampleNextSteps.some((card) => card.type === 'Live Session')).toBe(true);
    expect(sampleNextSteps.some((card) => card.isWelcomeMessage)).toBe(true);
    expect(sampleNextSteps.some((card) => card.downloadUrl)).toBe(true);
  });

  it('total 12456 users for user management', () => {
    expect(sampleUserTotals).toEqual({
      total: 12456,
      active: 11234,
      students: 10890,
      teachers: 1234,
      admins: 332,
    });
  });

  it('list four universities in the organizations dashboard', () => {
    expect(sampleOrganizations).toHaveLength(4);
  });

  it('have universities in every status', () => {
    expect(new Set(sampleUniversities.map((u) => u.status))).toEqual(
      new Set(['active', 'inactive', 'suspended']),
    );
  });
});
