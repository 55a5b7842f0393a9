import { sampleCalendarEvents, upcomingEvents, type CalendarEvent } from '@lp/contract';

// Sample props for stories and tests, from the contract's samples (the week of 14 July 2025).
// The app fills the same props from the server's events and the page's own state.

/** 'Now' of the samples: Monday 14 July 2025, 08:00 UTC, before the week's first event. */
export const sampleCalendarNow = new Date('2025-07-14T08:00:00Z');

/** The samples' events are written in UTC; stories and tests show them there too. */
export const sampleCalendarFormat = { locale: 'en-US', timeZone: 'UTC' } as const;

/** The Upcoming Events of the samples at `sampleCalendarNow`. */
export const sampleUpcomingEvents: readonly CalendarEvent[] = upcomingEvents(
  sampleCalendarEvents,
  sampleCalendarNow,
);

function sampleEvent(id: string): CalendarEvent {
  const event = sampleCalendarEvents.find((candidate) => candidate.id === id);
  if (!event) throw new Error(`No sample calendar event ${id}`);
  return event;
}

/** A class with every field filled (location, instructor, attendees, description, online, completed). */
export const sampleFullEvent: CalendarEvent = sampleEvent('event-1');
/** An exam in a room, with only the required fields and a location. */
export const sampleInPersonEvent: CalendarEvent = sampleEvent('event-3');

/** An event whose texts are long, to check wrapping. */
export const sampleLongEvent: CalendarEvent = {
  ...sampleEvent('event-5'),
  id: 'event-long',
  title:
    'Study Group: Cleaning, Reshaping and Validating Messy Survey Data Before the Final Capstone Presentation',
  location: 'Library, level 2, group study room 2.14 (next to the quiet reading area)',
  instructor: 'Prof. Maria Fernández-Castillo',
  attendees: ['Alex Morgan', 'Olivia Brown', 'Ravi Kumar', 'Emma Wilson', 'Kenji Watanabe'],
  description:
    'Bring your notebook with last week’s exercises.\nWe will go through missing values, outliers and joining the two survey waves, then split into pairs.',
};
