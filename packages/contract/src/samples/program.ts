import type { ProgramHighlights } from '../api/learning';
import type { Instructor, LiveEvent, Program, ScheduleItem } from '../entities/program';

export const sampleInstructors: readonly Instructor[] = [
  {
    id: 'sarah-chen',
    name: 'Dr. Sarah Chen',
    title: 'Professor of Computer Security',
    bio: 'Sarah leads applied machine-learning research for network defence and has trained security teams on four continents.',
    avatar: '/samples/instructors/sarah-chen.webp',
    studentsCount: 15420,
    coursesCount: 6,
    rating: 4.9,
    expertise: ['Machine Learning', 'Network Security', 'Threat Detection'],
    totalHours: 120,
    yearsExperience: 14,
    university: 'Northbridge University',
    courses: ['course-1', 'course-4', 'course-7'],
  },
  {
    id: 'marcus-johnson',
    name: 'Marcus Johnson',
    title: 'Senior Software Engineer',
    bio: 'Marcus has built web platforms for start-ups and public services, and teaches the craft of shipping accessible software.',
    avatar: '/samples/instructors/marcus-johnson.webp',
    studentsCount: 8730,
    coursesCount: 4,
    rating: 4.7,
    expertise: ['JavaScript', 'APIs', 'Accessibility'],
    totalHours: 86,
    yearsExperience: 11,
    university: 'Westfield Institute of Technology',
    courses: ['course-2', 'course-5', 'course-12'],
  },
  {
    id: 'amara-okafor',
    name: 'Dr. Amara Okafor',
    title: 'Lecturer in Data Science',
    bio: 'Amara turns messy public data into decisions and teaches statistics to people who thought they hated it.',
    avatar: '/samples/instructors/amara-okafor.webp',
    studentsCount: 950,
    coursesCount: 3,
    rating: 4.8,
    expertise: ['Python', 'Statistics', 'Data Visualisation'],
    totalHours: 54,
    yearsExperience: 8,
    university: 'Lakeside State University',
    courses: ['course-3', 'course-6', 'course-11'],
  },
];

/** The instructor with this id, or undefined. */
export function instructorById(id: string): Instructor | undefined {
  return sampleInstructors.find((instructor) => instructor.id === id);
}

export const PROGRAM_ID = 'courts-of-heaven';

// All times are US Central, offset -06:00, July 17-19 2025 (spec 2 §2.5).
const fridayOrSaturday = (day: 'Friday' | 'Saturday', date: string, prefix: string) =>
  [
    { time: '8:00 AM', clock: '08:00', title: 'Day Start' },
    { time: '9:00 AM', clock: '09:00', title: 'Session 1' },
    { time: '10:45 AM', clock: '10:45', title: 'Session 2' },
    { time: '12:00 PM', clock: '12:00', title: 'Lunch' },
    // The product lists "session 2" again after lunch (spec 2 §2.5); kept as written.
    { time: '1:30 PM', clock: '13:30', title: 'Session 2' },
    { time: '3:15 PM', clock: '15:15', title: 'Session 3' },
  ].map(({ time, clock, title }, index): ScheduleItem => ({
    id: `${prefix}-${index + 1}`,
    day,
    date: `July ${date.slice(-2)}, 2025`,
    time,
    title,
    datetime: `${date}T${clock}:00-06:00`,
  }));

/** The event schedule (spec 2 §2.5), in time order. */
export const sampleSchedule: readonly ScheduleItem[] = [
  {
    id: 'thu-1',
    day: 'Thursday',
    date: 'July 17, 2025',
    time: '5:00 PM',
    title: 'Start',
    datetime: '2025-07-17T17:00:00-06:00',
  },
  {
    id: 'thu-2',
    day: 'Thursday',
    date: 'July 17, 2025',
    time: '6:00 PM',
    title: 'Session',
    datetime: '2025-07-17T18:00:00-06:00',
  },
  ...fridayOrSaturday('Friday', '2025-07-18', 'fri'),
  {
    id: 'fri-7',
    day: 'Friday',
    date: 'July 18, 2025',
    time: '4:30 PM',
    title: 'Q&A',
    datetime: '2025-07-18T16:30:00-06:00',
  },
  ...fridayOrSaturday('Saturday', '2025-07-19', 'sat'),
];

/** The live session shown on /live: 17 July 2025, 2 hours, part of the 3-day program. */
export const sampleLiveSession: LiveEvent = {
  id: 'live-event-1',
  type: 'live-event',
  title: 'Opening Night',
  description: 'The program opens with a welcome from the instructors and a first live session.',
  thumbnail: '/samples/events/opening-night.webp',
  duration: '2 hours',
  durationHours: 2,
  date: 'July 17, 2025',
  time: '5:00 PM CT',
  startsAt: '2025-07-17T17:00:00-05:00',
  timeZone: 'America/Chicago',
  instructor: 'Dr. Sarah Chen',
};

export const sampleLiveEvents: readonly LiveEvent[] = [
  sampleLiveSession,
  {
    id: 'live-event-2',
    type: 'event',
    title: 'Day Two: Deep Dive',
    description: 'Three sessions and an open Q&A with the whole teaching team.',
    thumbnail: '/samples/events/day-two.webp',
    duration: '8 hours',
    durationHours: 8,
    date: 'July 18, 2025',
    time: '8:00 AM CT',
    startsAt: '2025-07-18T08:00:00-05:00',
    timeZone: 'America/Chicago',
    instructor: 'Marcus Johnson',
  },
  {
    id: 'live-event-3',
    type: 'event',
    title: 'Day Three: Putting It Together',
    description: 'The closing day: applied sessions and the way forward.',
    thumbnail: '/samples/events/day-three.webp',
    duration: '7 hours',
    durationHours: 7,
    date: 'July 19, 2025',
    time: '8:00 AM CT',
    startsAt: '2025-07-19T08:00:00-05:00',
    timeZone: 'America/Chicago',
    instructor: 'Dr. Amara Okafor',
  },
];

export const sampleProgram: Program = {
  id: PROGRAM_ID,
  title: 'The Event Program',
  tagline: 'Three days of live learning, July 17-19, 2025',
  longDescription:
    'A three-day program of live sessions, guided practice and open questions with the instructors. Join live from anywhere, then continue with the six companion courses at your own pace.',
  heroImage: '/samples/programs/event-program-hero.webp',
  stats: { courseCount: 6, eventCount: 3, totalDurationHours: 17 },
  instructors: [...sampleInstructors],
  courses: ['course-1', 'course-2', 'course-3', 'course-4', 'course-5', 'course-6'],
  liveEvents: [...sampleLiveEvents],
  schedule: [...sampleSchedule],
};

/** Fixed figures the program page shows beside the stats (spec 2 §2.5). */
export const programHighlights = {
  heroBadges: ['3 Live Events', '8 Hours'],
  detailsDays: '03',
  detailsLiveEvents: '08',
} as const;

/** The same figures as numbers, as GET /programs/:id serves them: 3 live events, 8 hours, 3 days, 8 live sessions. */
export const sampleProgramHighlights: ProgramHighlights = {
  liveEvents: 3,
  hours: 8,
  days: 3,
  liveSessions: 8,
};

/** The program with this id, or undefined ('Program not found'). */
export function programById(id: string): Program | undefined {
  return id === PROGRAM_ID ? sampleProgram : undefined;
}
