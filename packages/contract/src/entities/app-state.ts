import * as z from 'zod/mini';

/** Colour scheme, stored under the `theme` key and applied as a class on the document root. */
export const themeSchema = z.enum(['light', 'dark']);
export type Theme = z.infer<typeof themeSchema>;
