import * as z from 'zod/mini';

/** One e-mail kept by the development outbox (GET /dev/outbox). */
export const outboxMessageSchema = z.object({
  id: z.number().check(z.int()),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.enum(['EMAIL_VERIFICATION', 'RESET_PASSWORD', 'INVITATION', 'ACCOUNT_EXISTS']),
  /** The one link the message carries, if any. */
  link: z.nullable(z.string()),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListSchema = z.array(outboxMessageSchema);
