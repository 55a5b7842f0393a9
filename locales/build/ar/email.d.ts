// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "email";
declare const messages: {
  readonly verifySubject: string;
  readonly verifyText: (values: { "firstName": string | number; "link": string | number; "validHours": string | number }) => string;
  readonly accountExistsSubject: string;
  readonly accountExistsText: (values: { "loginLink": string | number; "resetLink": string | number }) => string;
  readonly resetSubject: string;
  readonly resetText: (values: { "link": string | number; "validMinutes": string | number }) => string;
  readonly invitationSubject: (values: { "place": string | number }) => string;
  readonly invitationSubjectPlatform: string;
  readonly invitationText: (values: { "inviterName": string | number; "place": string | number; "role": string | number; "link": string | number; "validDays": string | number }) => string;
  readonly invitationTextPlatform: (values: { "inviterName": string | number; "role": string | number; "link": string | number; "validDays": string | number }) => string;
  readonly announcementSubject: (values: { "courseTitle": string | number; "subject": string | number }) => string;
  readonly announcementText: (values: { "message": string | number; "senderName": string | number; "courseTitle": string | number; "settingsLink": string | number }) => string;
};
export default messages;
