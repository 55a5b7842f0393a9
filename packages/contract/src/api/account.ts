import * as z from 'zod/mini';
import { isoDateTimeSchema } from '../entities/id';
import { roleSchema } from '../entities/role';
import { isSingleLine } from './text';
import * as apiAccount from '@lp/locales/en/api-account';
import { codedMessages } from '../messages/coded-messages';
import { inputMessages } from '../messages/input';
import { validationMessages } from '../rules/forms';

/**
 * The signed-in person's own account (issue 35): their profile, avatar, preferences, signed-in
 * devices, data export and account deletion. Every endpoint acts on the session's own user
 * only, so nobody reaches another account through them.
 */

const NAME_MAX = 100;
const DEPARTMENT_MAX = 100;
const PASSWORD_MAX = 256;

const personName = (label: string) =>
  z
    .string({ error: inputMessages.required(label) })
    .check(
      z.trim(),
      z.minLength(1, inputMessages.required(label)),
      z.maxLength(NAME_MAX, inputMessages.tooLong(label, NAME_MAX)),
      z.refine(isSingleLine, inputMessages.controlCharacters(label)),
    );

/** Where the avatars are served from: the file name is the content's sha-256 and its type. */
export const AVATAR_PATH = '/api/v1/account/avatars/';
/** The largest avatar upload (2 MiB): plenty for a square photo of a few hundred pixels. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The types an avatar may have, decided by its bytes. */
export const avatarTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The colour modes a person may choose; 'system' follows the device's own setting. */
export const colorModes = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof colorModes)[number];

/** The e-mails a person may turn off (the settings' Notifications section). */
export const notificationKinds = ['courseAnnouncements', 'liveEventReminders', 'messages'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The messages of the account endpoints, written once for the server and the pages. */
export const accountMessages = /* @__PURE__ */ codedMessages(apiAccount, (m) => ({
  avatarTooLarge: m.avatarTooLarge({ max: AVATAR_MAX_BYTES / (1024 * 1024) }),
  /** A language the person's university does not offer (issue 34). */
  localeNotOffered: (offered: string) => m.localeNotOffered({ offered }),
}));

/** GET /account/profile */
export const accountProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Lower case; the first is the active role. */
  roles: z.array(roleSchema),
  universityName: z.string(),
  department: z.string(),
  /** The avatar's address, or null: the initials show. */
  avatarUrl: z.nullable(z.string()),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** PUT /account/profile: the name and department (the e-mail, role and university are not the person's to change). */
export const updateProfileRequestSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  department: z
    .string({ error: inputMessages.text('Department') })
    .check(
      z.trim(),
      z.maxLength(DEPARTMENT_MAX, inputMessages.tooLong('Department', DEPARTMENT_MAX)),
      z.refine(isSingleLine, inputMessages.controlCharacters('Department')),
    ),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** `data` of POST /account/avatar (multipart field "avatar"). */
export const avatarUploadResponseSchema = z.object({
  avatarUrl: z.string(),
  bytes: z.number(),
  type: z.enum(avatarTypes),
});
export type AvatarUploadResponse = z.infer<typeof avatarUploadResponseSchema>;

const notificationSettingsSchema = z.object({
  courseAnnouncements: z.boolean(),
  liveEventReminders: z.boolean(),
  messages: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** GET /account/preferences */
export const accountPreferencesSchema = z.object({
  colorMode: z.enum(colorModes),
  notifications: notificationSettingsSchema,
  /**
   * Whether the account has a password of its own. False for one the university's sign-in
   * provider made and nobody gave a password since: Settings then has no Password section.
   */
  signsInLocally: z.boolean(),
  /**
   * The language the person chose (issue 34), null for none yet, and the ones their university
   * offers, which the user menu lists.
   */
  locale: z.nullable(z.string()),
  locales: z.array(z.string()),
});
export type AccountPreferences = z.infer<typeof accountPreferencesSchema>;

/** PUT /account/preferences: any of them; what is left out stays as it is. */
export const updatePreferencesRequestSchema = z.object({
  colorMode: z.optional(
    z.enum(colorModes, { error: inputMessages.oneOf('colorMode', colorModes) }),
  ),
  notifications: z.optional(z.partial(notificationSettingsSchema)),
  /** One of the languages the person's university offers (the server checks which). */
  locale: z.optional(z.string().check(z.minLength(2), z.maxLength(35))),
});
export type UpdatePreferencesRequest = z.infer<typeof updatePreferencesRequestSchema>;

/** One signed-in device of GET /account/sessions. */
export const accountSessionSchema = z.object({
  /** Names the session in DELETE /account/sessions/:id; never its cookie or its stored hash. */
  id: z.string().check(z.minLength(1)),
  /** 'Chrome on Windows', from the user agent; 'Unknown browser' without one. */
  browser: z.string(),
  signedInAt: isoDateTimeSchema,
  lastUsedAt: isoDateTimeSchema,
  /** The session of the request: "this device". */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.array(accountSessionSchema);

/** POST /account/delete: the password, so a session left open cannot delete the account. */
export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: validationMessages.passwordRequired })
    .check(
      z.minLength(1, validationMessages.passwordRequired),
      z.maxLength(PASSWORD_MAX, validationMessages.passwordRequired),
    ),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** GET /account/export: the person's own data (the right of access), as a JSON archive. */
export const accountExportSchema = z.object({
  exportedAt: isoDateTimeSchema,
  profile: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    roles: z.array(z.string()),
    universityName: z.string(),
    department: z.string(),
    createdAt: isoDateTimeSchema,
  }),
  preferences: accountPreferencesSchema,
  enrolments: z.array(z.object({ courseId: z.string(), enrolledAt: z.string() })),
  progress: z.array(z.record(z.string(), z.unknown())),
  notes: z.array(z.record(z.string(), z.unknown())),
  bookmarks: z.array(z.record(z.string(), z.unknown())),
  calendarEvents: z.array(z.record(z.string(), z.unknown())),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
