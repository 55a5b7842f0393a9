import { catalogueCourses, sampleCourses, sampleTranscript, type Course } from '@lp/contract';
import { insertUser } from '../auth/users';
import { createCourseRepository, type NewCourse } from '../courses/course-repository';
import type { Db } from '../db/database';
import type { PasswordHasher } from '../security/password';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';
import { seedLearningData } from './learning-seed';
import { seedOrganizations } from './organizations-seed';
import { seedLiveAndCalendar } from './live-calendar-seed';
import { seedUniversities } from './universities-seed';
import { universityCourseSeeds } from './university-courses-seed';
import { DEFAULT_UNIVERSITY_ID } from '../tenancy/default-university';

/** The server shape of a sample (display) course: the reverse of the contract's mapping. */
function toNewCourse(course: Course): NewCourse {
  const hours = Number.parseFloat(course.duration);
  return {
    title: course.title,
    description: course.description,
    category: course.category,
    difficultyLevel: course.level.toUpperCase() as NewCourse['difficultyLevel'],
    estimatedDurationHours: Number.isFinite(hours) ? hours : 0,
    language: 'en',
    imageUrl: course.thumbnail,
    isPublished: course.status === 'published',
    isShared: false,
    modules: course.modules,
  };
}

export type SeedReport = { createdAccounts: string[]; createdCourses: string[] };

/** The seeded catalogue: the three rich sample courses and nine short ones (twelve in all). */
export const seededCourses: readonly Course[] = [...sampleCourses, ...catalogueCourses];

/**
 * Idempotent: creates only the sample universities, the demo accounts, sample courses, learner's-home data
 * (programs, instructors, dashboard content, leaderboard, the demo learner's enrolments),
 * the live stream address, the demo learner's calendar and the sample organizations that are
 * missing.
 */
export async function seedDemoData(
  db: Db,
  passwords: PasswordHasher,
  now: () => Date,
  password: string = DEMO_PASSWORD,
): Promise<SeedReport> {
  const report: SeedReport = { createdAccounts: [], createdCourses: [] };
  await seedUniversities(db, now);
  const existing = new Set(
    (
      await db
        .selectFrom('users')
        .select('email')
        .where(
          'email',
          'in',
          demoAccounts.map((a) => a.email),
        )
        .execute()
    ).map((row) => row.email),
  );
  const missing = demoAccounts.filter((account) => !existing.has(account.email));
  const passwordHash = missing.length > 0 ? await passwords.hash(password) : '';
  for (const account of missing) {
    const created = await insertUser(db, {
      email: account.email,
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      roles: [account.role],
      ...('universityId' in account ? { universityId: account.universityId } : {}),
      verifiedAt: now(),
      createdAt: now(),
      seeded: true,
    });
    if (created) report.createdAccounts.push(account.email);
  }

  await db
    .insertInto('transcripts')
    .values({
      id: sampleTranscript.id,
      title: sampleTranscript.title,
      segments: JSON.stringify(sampleTranscript.segments),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();

  // The spec's sample courses are the default university's; each sample university has its
  // own few (issue 32), so two catalogues differ. A course already there, by id, is kept.
  const courses = createCourseRepository(db, now);
  const present = new Set(
    (await db.selectFrom('courses').select('id').execute()).map((row) => row.id),
  );
  const samples = [
    ...seededCourses.map((sample) => ({
      id: sample.id,
      universityId: DEFAULT_UNIVERSITY_ID,
      instructor: sample.instructor,
      createdAt: sample.createdAt,
      updatedAt: sample.updatedAt,
      course: toNewCourse(sample),
    })),
    ...universityCourseSeeds.map((seed) => ({ ...seed, updatedAt: seed.createdAt })),
  ];
  for (const sample of samples.filter((each) => !present.has(each.id))) {
    await courses.create(
      sample.universityId,
      sample.course,
      { id: null, name: sample.instructor },
      sample.id,
    );
    await db
      .updateTable('courses')
      .set({ created_at: new Date(sample.createdAt), updated_at: new Date(sample.updatedAt) })
      .where('id', '=', sample.id)
      .execute();
    report.createdCourses.push(sample.id);
  }
  await seedLearningData(db, now());
  await seedLiveAndCalendar(db, now());
  await seedOrganizations(db);
  return report;
}

/**
 * Production never runs with the published demo password (issue 19, item 1): a demo account
 * left from a development run, or seeded by an earlier version, makes the start fail with
 * a clear message. Costs one hash per demo account present, usually none.
 */
export async function refuseDemoPasswordInProduction(
  db: Db,
  passwords: PasswordHasher,
): Promise<void> {
  // Only the accounts the seed made, confirmed (issue 37, item 2): an account someone
  // registered at a demo address, confirmed or not, is theirs and must not stop a start.
  const present = await db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where('seeded', '=', true)
    .where('email_verified_at', 'is not', null)
    .where(
      'email',
      'in',
      demoAccounts.map((account) => account.email),
    )
    .execute();
  for (const account of present) {
    if (await passwords.verify(DEMO_PASSWORD, account.password_hash)) {
      throw new Error(
        `Refusing to start in production: the demo account ${account.email} still has the published demo password. Change its password or delete the account.`,
      );
    }
  }
}
