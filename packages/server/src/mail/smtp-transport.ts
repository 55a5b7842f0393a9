import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer';

/** SMTP delivery from a URL such as `smtps://user:pass@smtp.example.edu:465`. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
