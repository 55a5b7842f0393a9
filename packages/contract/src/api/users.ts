import * as z from 'zod/mini';
import { adminListRoles, adminListUserStatuses, userTotalsSchema } from '../entities/university';
import { isoDateTimeSchema } from '../entities/id';
import * as apiUsers from '@lp/locales/en/api-users';
import { codedMessages } from '../messages/coded-messages';
import { inputMessages } from '../messages/input';

/**
 * User management (issue 18, spec 2 §2.15): the accounts of one university, searched,
 * filtered and paged by the database.
 */

export const USER_PAGE_SIZES = [10, 25, 50] as const;
export const USER_SEARCH_MAX = 100;

const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, inputMessages.tooLong('Search', max)))),
    z.transform((value) => (value ? value : undefined)),
  );

/** Query of GET /admin/users. `universityId` defaults to the university the session works on. */
export const userListQuerySchema = z.object({
  universityId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  search: optionalText(USER_SEARCH_MAX),
  role: z.optional(z.enum(adminListRoles, { error: inputMessages.oneOf('role', adminListRoles) })),
  status: z.optional(
    z.enum(adminListUserStatuses, {
      error: inputMessages.oneOf('status', adminListUserStatuses),
    }),
  ),
  department: optionalText(100),
  page: z._default(
    z.coerce
      .number({ error: inputMessages.number('page') })
      .check(
        z.int('page must be a whole number'),
        z.gte(1, inputMessages.atLeast('page', 1)),
        z.lte(100_000, inputMessages.atMost('page', 100000)),
      ),
    1,
  ),
  pageSize: z._default(
    z.coerce.number().check(
      z.int(),
      z.refine((size) => (USER_PAGE_SIZES as readonly number[]).includes(size), {
        message: inputMessages.oneOf('pageSize', USER_PAGE_SIZES),
      }),
    ),
    10,
  ),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

/** One account as the list shows it. Dates are ISO; the client words them ('2 hours ago'). */
export const adminUserRowSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  email: z.string(),
  role: z.enum(adminListRoles),
  status: z.enum(adminListUserStatuses),
  university: z.string(),
  department: z.string(),
  lastActiveAt: z.nullable(isoDateTimeSchema),
  joinedAt: isoDateTimeSchema,
  /** Students: courses enrolled in. */
  coursesEnrolled: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** The account's uploaded avatar (issue 35); absent: initials. */
  avatarUrl: z.optional(z.string()),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const userListResponseSchema = z.object({
  universityId: z.string().check(z.minLength(1)),
  users: z.array(adminUserRowSchema),
  page: z.number().check(z.int(), z.gte(1)),
  pageSize: z.number().check(z.int(), z.gte(1)),
  /** Accounts matching the search and filters. */
  matching: z.number().check(z.int(), z.nonnegative()),
  /** The university's tiles, unfiltered (spec 2 §3 totals). */
  totals: userTotalsSchema,
  /** The departments of the university, for the filter. */
  departments: z.array(z.string()),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;

/** PUT /admin/users/:id/status: suspend an account, or make it active again. */
export const userStatusRequestSchema = z.object({
  status: z.enum(['active', 'suspended'], { error: inputMessages.statusActiveOrSuspended }),
});
export type UserStatusRequest = z.infer<typeof userStatusRequestSchema>;

export const userStatusResponseSchema = z.object({
  id: z.string().check(z.minLength(1)),
  status: z.enum(['active', 'suspended']),
});

export const userMessages = /* @__PURE__ */ codedMessages(apiUsers);
