import type { OutgoingMail } from './mailer';
import { mailTextsFor } from './mail-locale';

/**
 * The e-mails the server sends; links point at the app (APP_URL). Each is written in the
 * recipient's language (issue 34, the catalogue's `email` namespace): `locale`, the last
 * argument, is the person's (recipient-locale.ts); English when left out.
 */
export const mailMessages = {
  verifyEmail(
    to: string,
    firstName: string,
    link: string,
    validHours: number,
    locale?: string | null,
  ): OutgoingMail {
    const m = mailTextsFor(locale);
    return {
      to,
      kind: 'EMAIL_VERIFICATION',
      subject: m.verifySubject,
      text: m.verifyText({ firstName, link, validHours }),
      link,
    };
  },
  accountExists(
    to: string,
    loginLink: string,
    resetLink: string,
    locale?: string | null,
  ): OutgoingMail {
    const m = mailTextsFor(locale);
    return {
      to,
      kind: 'ACCOUNT_EXISTS',
      subject: m.accountExistsSubject,
      text: m.accountExistsText({ loginLink, resetLink }),
      link: loginLink,
    };
  },
  resetPassword(
    to: string,
    link: string,
    validMinutes: number,
    locale?: string | null,
  ): OutgoingMail {
    const m = mailTextsFor(locale);
    return {
      to,
      kind: 'RESET_PASSWORD',
      subject: m.resetSubject,
      text: m.resetText({ link, validMinutes }),
      link,
    };
  },
  /** `place`: the university's name; left out, "the learning platform" in the language. */
  invitation(
    to: string,
    inviterName: string,
    role: string,
    link: string,
    validDays: number,
    place?: string,
    locale?: string | null,
  ): OutgoingMail {
    const m = mailTextsFor(locale);
    return {
      to,
      kind: 'INVITATION',
      subject: place ? m.invitationSubject({ place }) : m.invitationSubjectPlatform,
      text: place
        ? m.invitationText({ inviterName, place, role, link, validDays })
        : m.invitationTextPlatform({ inviterName, role, link, validDays }),
      link,
    };
  },
  courseAnnouncement(
    to: string,
    announcement: { subject: string; message: string },
    from: { senderName: string; courseTitle: string; settingsLink: string },
    locale?: string | null,
  ): OutgoingMail {
    const m = mailTextsFor(locale);
    return {
      to,
      kind: 'COURSE_ANNOUNCEMENT',
      subject: m.announcementSubject({
        courseTitle: from.courseTitle,
        subject: announcement.subject,
      }),
      text: m.announcementText({ message: announcement.message, ...from }),
      link: null,
    };
  },
};
