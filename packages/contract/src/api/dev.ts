import { z } from 'zod';

/** One e-mail kept by the development outbox (GET /dev/outbox). */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.enum(['EMAIL_VERIFICATION', 'RESET_PASSWORD', 'INVITATION', 'ACCOUNT_EXISTS']),
  /** The one link the message carries, if any. */
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListSchema = z.array(outboxMessageSchema);
