import * as z from 'zod/mini';
import { roleSchema } from './role';

/** The signed-in user kept in local storage (spec 1 §3); the first role is the active one. */
export const userSchema = z.object({
  /** Equal to the e-mail. */
  id: z.string().check(z.minLength(1)),
  email: z.string().check(z.minLength(1)),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(roleSchema),
  avatar: z.optional(z.string()),
});
export type User = z.infer<typeof userSchema>;
