import type * as z from 'zod/mini';

/**
 * Reads a stored JSON value (local storage, a socket frame) through a schema. Missing, corrupt
 * or wrongly shaped values give null instead of throwing, so the caller can fall back.
 */
export function parseStoredJson<Schema extends z.ZodMiniType>(
  raw: string | null | undefined,
  schema: Schema,
): z.infer<Schema> | null {
  if (raw === null || raw === undefined) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
