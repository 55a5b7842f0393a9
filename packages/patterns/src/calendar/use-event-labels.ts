import type { CalendarEvent } from '@lp/contract';
import * as calendarMessages from '@lp/locales/en/calendar';
import { useMessages } from '@lp/ui';
import { useMemo } from 'react';
import { eventTypeLabelsFrom, priorityLabelsFrom } from './event-tone';

/** The event types' and priorities' names in the tree's language. */
export function useEventLabels() {
  const messages = useMessages(calendarMessages);
  return useMemo(() => {
    const types = eventTypeLabelsFrom(messages);
    const priorities = priorityLabelsFrom(messages);
    return {
      messages,
      type: (type: CalendarEvent['type']) => types[type] ?? type,
      priority: (priority: CalendarEvent['priority']) => priorities[priority] ?? priority,
      /** 'High priority', as the priority badge says it. */
      priorityBadge: (priority: CalendarEvent['priority']) => messages.priorityBadge({ priority }),
    };
  }, [messages]);
}
