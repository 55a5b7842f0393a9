/** Every role of spec 1 §6 and spec 2 §6; `student` is the default. Kept free of zod so the first screen can read it. */
export const roles = ['student', 'teacher', 'admin', 'superuser', 'university_admin'] as const;
export type Role = (typeof roles)[number];
