import * as z from 'zod/mini';

/**
 * Every /api/v1 answer is `{ data, message, error }` (spec 1 §7). `data` is null on
 * failure; `message` is the human text; `error` a short reason (the HTTP reason phrase).
 */
export function envelope<T extends z.ZodMiniType>(dataSchema: T) {
  return z.object({
    data: dataSchema,
    message: z.optional(z.nullable(z.string())),
    error: z.optional(z.nullable(z.string())),
  });
}

/** The envelope of a failed call: no data, a message and a reason. */
export const errorEnvelopeSchema = envelope(z.null());
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type Envelope<T> = { data: T; message?: string | null; error?: string | null };
