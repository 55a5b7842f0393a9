import type { Module } from '@lp/contract';
import type { NewCourse } from '../courses/course-repository';

/** A seeded university's own sample course: one module of text lessons, published. */
export type UniversityCourseSeed = {
  id: string;
  universityId: string;
  instructor: string;
  createdAt: string;
  course: NewCourse;
};

type Input = {
  id: string;
  universityId: string;
  title: string;
  description: string;
  instructor: string;
  category: string;
  level: NewCourse['difficultyLevel'];
  hours: number;
  language: string;
  /** Its card picture, a `/samples/courses/...` address (packages/server/static-samples). */
  imageUrl: string | null;
  createdAt: string;
  /** Module title, then its lessons as [title, markdown]. */
  module: string;
  lessons: [string, string][];
};

function moduleOf(input: Input): Module {
  return {
    id: `${input.id}-module-1`,
    title: input.module,
    description: `The essentials of ${input.title.toLowerCase()}.`,
    totalDuration: `${input.lessons.length * 20}m`,
    lessons: input.lessons.map(([title, content], index) => ({
      id: `${input.id}-lesson-${index + 1}`,
      title,
      type: 'text',
      content,
      duration: 20,
      order: index + 1,
      completed: false,
      isCompleted: false,
      description: `A short reading: ${title.toLowerCase()}.`,
      summary: [`${title} in one page.`],
      reflectionQuestions: ['What would you try first in your own work?'],
      aiReplies: {},
    })),
  };
}

function seedOf(input: Input): UniversityCourseSeed {
  return {
    id: input.id,
    universityId: input.universityId,
    instructor: input.instructor,
    createdAt: input.createdAt,
    course: {
      title: input.title,
      description: input.description,
      category: input.category,
      difficultyLevel: input.level,
      estimatedDurationHours: input.hours,
      language: input.language,
      imageUrl: input.imageUrl,
      isPublished: true,
      isShared: false,
      modules: [moduleOf(input)],
    },
  };
}

/**
 * Each sample university's own courses (issue 32), so two universities' catalogues differ: the
 * default university keeps the spec's twelve sample courses, and these titles appear nowhere else.
 */
export const universityCourseSeeds: readonly UniversityCourseSeed[] = [
  seedOf({
    id: 'northbridge-marine-ecology',
    universityId: 'univ-northbridge',
    title: 'Coastal Marine Ecology',
    description:
      'Tides, kelp forests and the food webs of the northern coast, studied in the field.',
    instructor: 'Dr. Elin Marsh',
    category: 'Environmental Science',
    level: 'BEGINNER',
    hours: 6,
    language: 'en',
    imageUrl: '/samples/courses/marine-ecology.webp',
    createdAt: '2025-04-02T09:00:00.000Z',
    module: 'Life Between the Tides',
    lessons: [
      ['Zones of the Shore', '# Zones of the Shore\n\nSplash, upper, middle and **lower** zones.'],
      ['Kelp Forests', '# Kelp Forests\n\nWhy kelp grows fastest where the water is *coldest*.'],
    ],
  }),
  seedOf({
    id: 'northbridge-applied-statistics',
    universityId: 'univ-northbridge',
    title: 'Applied Statistics for Researchers',
    description:
      'Sampling, confidence intervals and regression, with the mistakes reviewers catch.',
    instructor: 'Prof. Aron Lindqvist',
    category: 'Mathematics',
    level: 'INTERMEDIATE',
    hours: 12,
    language: 'en',
    imageUrl: '/samples/courses/applied-statistics.webp',
    createdAt: '2025-04-09T09:00:00.000Z',
    module: 'From Sample to Claim',
    lessons: [
      ['Sampling Well', '# Sampling Well\n\nA biased sample cannot be fixed by a **bigger** one.'],
      ['Intervals', '# Intervals\n\nReport the interval, not only the *point* estimate.'],
    ],
  }),
  seedOf({
    id: 'northbridge-nordic-history',
    universityId: 'univ-northbridge',
    title: 'Nordic History in Ten Objects',
    description: 'A millennium of the North told through ten objects from the university museum.',
    instructor: 'Dr. Sigrid Aalto',
    category: 'History',
    level: 'BEGINNER',
    hours: 1.5,
    language: 'en',
    imageUrl: '/samples/courses/nordic-history.webp',
    createdAt: '2025-04-16T09:00:00.000Z',
    module: 'Objects and Stories',
    lessons: [['The Rune Stone', '# The Rune Stone\n\nWho raised it, and for whom.']],
  }),
  seedOf({
    id: 'lakeside-freshwater-systems',
    universityId: 'univ-lakeside',
    title: 'Freshwater Systems and Watersheds',
    description: 'How lakes, rivers and wetlands hold a region together, and how they fail.',
    instructor: 'Dr. Maya Reyes',
    category: 'Environmental Science',
    level: 'INTERMEDIATE',
    hours: 9,
    language: 'en',
    imageUrl: '/samples/courses/freshwater-systems.webp',
    createdAt: '2025-04-03T09:00:00.000Z',
    module: 'Water Moves',
    lessons: [
      ['The Watershed', '# The Watershed\n\nEvery drop ends **somewhere**: follow it.'],
      ['Wetlands', '# Wetlands\n\nNature’s *sponge* and filter.'],
    ],
  }),
  seedOf({
    id: 'lakeside-hospitality-management',
    universityId: 'univ-lakeside',
    title: 'Hospitality Management Essentials',
    description: 'Running a guest-first operation: service design, staffing and revenue basics.',
    instructor: 'Chef Daniel Okafor',
    category: 'Business',
    level: 'BEGINNER',
    hours: 4,
    language: 'en',
    imageUrl: '/samples/courses/hospitality-management.webp',
    createdAt: '2025-04-10T09:00:00.000Z',
    module: 'The Guest Journey',
    lessons: [['Arrival', '# Arrival\n\nThe first minute decides the **review**.']],
  }),
  seedOf({
    id: 'westfield-agritech',
    universityId: 'univ-westfield',
    title: 'Introduction to AgriTech',
    description: 'Sensors, drones and data on the farm: what pays off and what does not.',
    instructor: 'Dr. Hannah Cole',
    category: 'Agriculture',
    level: 'BEGINNER',
    hours: 5,
    language: 'en',
    imageUrl: '/samples/courses/agritech.webp',
    createdAt: '2025-04-04T09:00:00.000Z',
    module: 'The Connected Field',
    lessons: [['Soil Sensors', '# Soil Sensors\n\nMoisture, salinity and **when** to trust them.']],
  }),
  seedOf({
    id: 'westfield-rural-economics',
    universityId: 'univ-westfield',
    title: 'Rural Economics',
    description: 'Markets, cooperatives and policy in the economies of small towns.',
    instructor: 'Prof. Luis Moreno',
    category: 'Economics',
    level: 'ADVANCED',
    hours: 14,
    language: 'en',
    imageUrl: '/samples/courses/rural-economics.webp',
    createdAt: '2025-04-11T09:00:00.000Z',
    module: 'Small Markets',
    lessons: [['Cooperatives', '# Cooperatives\n\nShared ownership, *shared* risk.']],
  }),
  seedOf({
    id: 'riverside-urban-planning',
    universityId: 'univ-riverside',
    title: 'Urban Planning by the River',
    description: 'Flood plains, bridges and public space in a city built along its river.',
    instructor: 'Dr. Priya Nair',
    category: 'Architecture',
    level: 'INTERMEDIATE',
    hours: 7,
    language: 'en',
    imageUrl: '/samples/courses/urban-planning.webp',
    createdAt: '2025-04-05T09:00:00.000Z',
    module: 'The River City',
    lessons: [['Flood Plains', '# Flood Plains\n\nBuild for the **hundred-year** flood.']],
  }),
  seedOf({
    id: 'riverside-public-health',
    universityId: 'univ-riverside',
    title: 'Community Public Health',
    description: 'Measuring and improving the health of a neighbourhood, with its people.',
    instructor: 'Dr. Samuel Osei',
    category: 'Health',
    level: 'BEGINNER',
    hours: 3,
    language: 'en',
    imageUrl: '/samples/courses/public-health.webp',
    createdAt: '2025-04-12T09:00:00.000Z',
    module: 'Health Where People Live',
    lessons: [['Listening First', '# Listening First\n\nAsk the *community* what it needs.']],
  }),
];
