import { localeOfAddress } from '../mail/recipient-locale';
import {
  courseAnnouncementMessages,
  courseAnnouncementRequestSchema,
  type CourseAnnouncementResponse,
} from '@lp/contract/api';
import type { FastifyInstance } from 'fastify';
import { addressesWanting } from '../account/email-preferences';
import { signedInUser } from '../auth/guard';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { ApiError, sendData } from '../http/envelope';
import { pathId } from '../http/params';
import { parseWith } from '../http/validate';
import { mailMessages } from '../mail/messages';
import { createCourseRepository } from './course-repository';
import { COURSE_AUTHORING, mayEditCourse } from './course-editors';
import { REQUESTED_COURSE_NOT_FOUND } from './course-answers';
import { courseUniversityOf } from './course-university';

/** Who may edit any course of their university; a teacher only the courses they wrote. */

/**
 * The e-mail addresses of a course's learners of one university: enrolled, not suspended.
 * A shared course's learners of other universities are theirs to write to, not this one's.
 */
async function enrolledAddresses(db: Db, courseId: string, universityId: string) {
  const rows = await db
    .selectFrom('enrollments')
    .innerJoin('users', 'users.id', 'enrollments.user_id')
    .select('users.email')
    .where('enrollments.course_id', '=', courseId)
    .where('users.university_id', '=', universityId)
    .where('users.status', '!=', 'suspended')
    .orderBy('users.email')
    .execute();
  return rows.map((row) => row.email);
}

/**
 * A course's announcements (issue 35): the staff who may edit the course (its author, or an
 * admin of its university) e-mail its enrolled learners; those who turned "Course
 * announcements" off in Settings get none. The e-mails are written after the answer.
 */
export function registerAnnouncementRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const courses = createCourseRepository(db, context.now);

  app.post<{ Params: { id: string } }>(
    '/api/v1/courses/:id/announcements',
    COURSE_AUTHORING,
    async (request, reply) => {
      const sender = signedInUser(request);
      const id = pathId(request.params.id, REQUESTED_COURSE_NOT_FOUND);
      const university = await courseUniversityOf(context, request);
      // Another university's course answers as an unknown one (tenancy).
      const found = await courses.find(university, id);
      if (!found) throw new ApiError(404, REQUESTED_COURSE_NOT_FOUND);
      if (!mayEditCourse(sender, found, university))
        throw new ApiError(403, courseAnnouncementMessages.notYours);
      const announcement = parseWith(courseAnnouncementRequestSchema, request.body);

      const recipients = await addressesWanting(
        db,
        await enrolledAddresses(db, id, university),
        'courseAnnouncements',
      );
      const from = {
        senderName: `${sender.firstName} ${sender.lastName}`.trim() || sender.email,
        courseTitle: found.course.title,
        settingsLink: `${context.appUrl}/settings#notifications`,
      };
      context.background.run('course announcement', async () => {
        for (const to of recipients)
          await context.mailer.send(
            mailMessages.courseAnnouncement(to, announcement, from, await localeOfAddress(db, to)),
          );
      });
      const answer: CourseAnnouncementResponse = { recipients: recipients.length };
      return sendData(reply, answer, courseAnnouncementMessages.sent);
    },
  );
}
