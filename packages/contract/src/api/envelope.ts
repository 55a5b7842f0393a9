import * as z from 'zod/mini';

/**
 * Every /api/v1 answer is `{ data, message, error }` (spec 1 §7). `data` is null on
 * failure; `message` is the human text; `error` a short reason (the HTTP reason phrase).
 * When the message is one of the catalogue's (issue 34), `code` names it (`<namespace>.<key>`)
 * and `values` holds its arguments, so a client shows it in its own language; the English
 * `message` stays for everyone else.
 */
export function envelope<T extends z.ZodMiniType>(dataSchema: T) {
  return z.object({
    data: dataSchema,
    message: z.optional(z.nullable(z.string())),
    error: z.optional(z.nullable(z.string())),
    code: z.optional(z.nullable(z.string())),
    values: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  });
}

/** The envelope of a failed call: no data, a message and a reason. */
export const errorEnvelopeSchema = envelope(z.null());
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type Envelope<T> = {
  data: T;
  message?: string | null;
  error?: string | null;
  code?: string | null;
  values?: Record<string, string | number>;
};
