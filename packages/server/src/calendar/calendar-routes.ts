import { calendarEventInputSchema, calendarRangeQuerySchema } from '@lp/contract/api';
import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../auth/guard';
import type { AppContext } from '../context';
import { ApiError, sendData } from '../http/envelope';
import { pathUuid } from '../http/params';
import { parseWith } from '../http/validate';
import { createCalendarRepository } from './calendar-repository';
import { calendarMessages } from '@lp/contract';

const API = '/api/v1';
/** Spec 2 §2.1: /calendar is guarded only by signed-in status; events are the user's own. */
const SIGNED_IN = { config: { area: 'signed-in' as const } };
export const EVENT_NOT_FOUND_MESSAGE = 'Event not found';

/**
 * The signed-in user's calendar (issue 15): list by range, create, update, delete. Another
 * user's event answers exactly like an unknown id (404), so ids tell nothing about others.
 */
export function registerCalendarRoutes(app: FastifyInstance, context: AppContext): void {
  const calendar = createCalendarRepository(context.db, context.now);
  const eventId = (value: string) => pathUuid(value, EVENT_NOT_FOUND_MESSAGE);

  app.get(`${API}/calendar/events`, SIGNED_IN, async (request, reply) => {
    const user = signedInUser(request);
    const range = parseWith(calendarRangeQuerySchema, request.query);
    return sendData(reply, await calendar.list(user.id, new Date(range.from), new Date(range.to)));
  });

  app.post(`${API}/calendar/events`, SIGNED_IN, async (request, reply) => {
    const user = signedInUser(request);
    const fields = parseWith(calendarEventInputSchema, request.body);
    return sendData(
      reply,
      await calendar.create(user.id, fields),
      calendarMessages.eventCreated,
      201,
    );
  });

  app.put<{ Params: { id: string } }>(
    `${API}/calendar/events/:id`,
    SIGNED_IN,
    async (request, reply) => {
      const user = signedInUser(request);
      const id = eventId(request.params.id);
      const fields = parseWith(calendarEventInputSchema, request.body);
      const event = await calendar.update(user.id, id, fields);
      if (!event) throw new ApiError(404, EVENT_NOT_FOUND_MESSAGE);
      return sendData(reply, event, calendarMessages.eventUpdated);
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${API}/calendar/events/:id`,
    SIGNED_IN,
    async (request, reply) => {
      const user = signedInUser(request);
      const id = eventId(request.params.id);
      if (!(await calendar.remove(user.id, id))) throw new ApiError(404, EVENT_NOT_FOUND_MESSAGE);
      return sendData(reply, { id }, calendarMessages.eventDeleted);
    },
  );
}
