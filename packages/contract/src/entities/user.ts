import { z } from 'zod';
import { roleSchema } from './role';

/** The signed-in user kept in local storage (spec 1 §3); the first role is the active one. */
export const userSchema = z.object({
  /** Equal to the e-mail. */
  id: z.string().min(1),
  email: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(roleSchema),
  avatar: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;
