import * as z from 'zod/mini';

/** Messages of /ws-presence (spec 2 §3 and §7). */
export const presenceMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('userCountUpdate'),
    count: z.number().check(z.int(), z.nonnegative()),
  }),
  z.object({
    type: z.literal('totalUsersUpdate'),
    count: z.number().check(z.int(), z.nonnegative()),
  }),
]);
export type PresenceMessage = z.infer<typeof presenceMessageSchema>;

/** Upper bound on what one client may send; larger frames close the socket with 1009. */
export const PRESENCE_MAX_INCOMING_BYTES = 1024;

/**
 * Reads one socket frame: JSON, possibly encoded twice as a JSON string (spec 2 §7).
 * Anything else (unparseable, unknown type) gives null so the caller can ignore it.
 */
export function parsePresenceMessage(raw: string): PresenceMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
    if (typeof value === 'string') value = JSON.parse(value);
  } catch {
    return null;
  }
  const parsed = presenceMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
