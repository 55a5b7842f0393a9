import { z } from 'zod';

/** Every role of spec 1 §6 and spec 2 §6; `student` is the default. */
export const roles = ['student', 'teacher', 'admin', 'superuser', 'university_admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;
