import type { OutgoingMail } from './mailer';

/** The texts of the e-mails the server sends; links point at the app (APP_URL). */
export const mailMessages = {
  verifyEmail(to: string, firstName: string, link: string, validHours: number): OutgoingMail {
    return {
      to,
      kind: 'EMAIL_VERIFICATION',
      subject: 'Confirm your e-mail address',
      text: `Hello ${firstName},\n\nPlease confirm your e-mail address by opening this link:\n${link}\n\nThe link is valid for ${validHours} hours. If you did not create an account, you can ignore this message.`,
      link,
    };
  },
  accountExists(to: string, loginLink: string, resetLink: string): OutgoingMail {
    return {
      to,
      kind: 'ACCOUNT_EXISTS',
      subject: 'You already have an account',
      text: `Someone tried to create an account with this e-mail address, which already has one.\n\nSign in: ${loginLink}\nForgot your password? ${resetLink}\n\nIf this was not you, you can ignore this message.`,
      link: loginLink,
    };
  },
  resetPassword(to: string, link: string, validMinutes: number): OutgoingMail {
    return {
      to,
      kind: 'RESET_PASSWORD',
      subject: 'Reset your password',
      text: `We received a request to reset your password. Open this link to choose a new one:\n${link}\n\nThe link is valid for ${validMinutes} minutes and works once. If you did not ask for it, you can ignore this message.`,
      link,
    };
  },
  invitation(
    to: string,
    inviterName: string,
    role: string,
    link: string,
    validDays: number,
    place = 'the learning platform',
  ): OutgoingMail {
    return {
      to,
      kind: 'INVITATION',
      subject: `You are invited to join ${place}`,
      text: `${inviterName} invited you to join ${place} as ${role}.\n\nAccept the invitation:\n${link}\n\nThe link is valid for ${validDays} days and works once.`,
      link,
    };
  },
  courseAnnouncement(
    to: string,
    announcement: { subject: string; message: string },
    from: { senderName: string; courseTitle: string; settingsLink: string },
  ): OutgoingMail {
    return {
      to,
      kind: 'COURSE_ANNOUNCEMENT',
      subject: `${from.courseTitle}: ${announcement.subject}`,
      text: `${announcement.message}\n\n— ${from.senderName}, ${from.courseTitle}\n\nYou receive course announcements because they are on in your settings: ${from.settingsLink}`,
      link: null,
    };
  },
};
