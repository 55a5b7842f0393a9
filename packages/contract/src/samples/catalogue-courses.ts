import type { Course, CourseLevel } from '../entities/course';

/**
 * Nine more published courses, course-4 to course-12, so the seeded catalogue has twelve and
 * the dashboard's "at most 8" rule (spec 2 §9) shows. Course-4 to course-6 complete the event
 * program's six. Each is short: one module of one or two text lessons.
 */

type CatalogueInput = {
  n: number;
  title: string;
  description: string;
  instructor: string;
  hours: number;
  level: CourseLevel;
  category: string;
  slug: string;
  tagline: string;
  themes: string[];
  tags: string[];
  rating: number;
  students: number;
  price: number;
  createdAt: string;
  /** Module title, then one or two lessons as [title, markdown]. */
  module: string;
  lessons: [string, string][];
};

function catalogueCourse(input: CatalogueInput): Course {
  const { n } = input;
  return {
    id: `course-${n}`,
    title: input.title,
    description: input.description,
    instructor: input.instructor,
    duration: `${input.hours} hours`,
    durationHours: input.hours,
    level: input.level,
    category: input.category,
    thumbnail: `/samples/courses/${input.slug}.webp`,
    shortTagline: input.tagline,
    isFeatured: false,
    themes: input.themes,
    progress: 0,
    enrolled: false,
    rating: input.rating,
    studentsCount: input.students,
    enrollmentCount: input.students,
    price: input.price,
    tags: input.tags,
    status: 'published',
    createdAt: input.createdAt,
    updatedAt: input.createdAt,
    modules: [
      {
        id: `module-${n}-1`,
        title: input.module,
        description: `The essentials of ${input.title.toLowerCase()}.`,
        totalDuration: `${input.lessons.length * 15}m`,
        lessons: input.lessons.map(([title, content], index) => ({
          id: `lesson-${n}-${index + 1}`,
          title,
          type: 'text',
          content,
          duration: 15,
          order: index + 1,
          completed: false,
          isCompleted: false,
          description: `A short reading: ${title.toLowerCase()}.`,
          summary: [`${title} in one page.`],
          reflectionQuestions: ['Where could you apply this idea this week?'],
          aiReplies: {},
        })),
      },
    ],
  };
}

export const catalogueCourses: readonly Course[] = [
  catalogueCourse({
    n: 4,
    title: 'Threat Intelligence Foundations',
    description:
      'Collect, judge and share threat intelligence so your defences follow what attackers actually do.',
    instructor: 'Dr. Sarah Chen',
    hours: 8,
    level: 'Beginner',
    category: 'Cybersecurity',
    slug: 'threat-intelligence',
    tagline: 'Know your adversary before they knock',
    themes: ['Security'],
    tags: ['Threat Intelligence', 'OSINT'],
    rating: 4.7,
    students: 1210,
    price: 249,
    createdAt: '2025-03-20T09:00:00.000Z',
    module: 'Intelligence Basics',
    lessons: [
      [
        'The Intelligence Cycle',
        '# The Intelligence Cycle\n\nDirection, collection, processing, analysis, **dissemination**, feedback.',
      ],
      [
        'Judging Sources',
        '# Judging Sources\n\nRate every source for *reliability* and every claim for *credibility*.',
      ],
    ],
  }),
  catalogueCourse({
    n: 5,
    title: 'Accessible Front-End Design',
    description:
      'Design and build interfaces everyone can use: keyboard paths, contrast, semantics and testing with assistive technology.',
    instructor: 'Marcus Johnson',
    hours: 10,
    level: 'Intermediate',
    category: 'Web Development',
    slug: 'accessible-front-end',
    tagline: 'Interfaces that work for everyone',
    themes: ['Web', 'Accessibility'],
    tags: ['Accessibility', 'HTML', 'CSS'],
    rating: 4.8,
    students: 1875,
    price: 299,
    createdAt: '2025-03-27T09:00:00.000Z',
    module: 'Accessibility in Practice',
    lessons: [
      [
        'Keyboard First',
        '# Keyboard First\n\nEvery action must be reachable with **Tab**, **Enter** and **Space**.',
      ],
    ],
  }),
  catalogueCourse({
    n: 6,
    title: 'Data Visualisation for Decision Makers',
    description:
      'Choose the right chart, strip the clutter and tell the story your data supports, no more and no less.',
    instructor: 'Dr. Amara Okafor',
    hours: 6,
    level: 'Beginner',
    category: 'Data Science',
    slug: 'data-visualisation',
    tagline: 'Charts that lead to decisions',
    themes: ['Data'],
    tags: ['Visualisation', 'Storytelling'],
    rating: 4.9,
    students: 940,
    price: 199,
    createdAt: '2025-04-03T09:00:00.000Z',
    module: 'Charts That Work',
    lessons: [
      [
        'Choosing a Chart',
        '# Choosing a Chart\n\n- Comparison: bars\n- Change over time: lines\n- Part of a whole: *rarely* a pie',
      ],
      [
        'Less Ink, More Meaning',
        '# Less Ink, More Meaning\n\nRemove gridlines, borders and legends the reader does not need.',
      ],
    ],
  }),
  catalogueCourse({
    n: 7,
    title: 'Cloud Security Essentials',
    description:
      'Secure workloads in the public cloud: identities, network boundaries, secrets and the shared responsibility model.',
    instructor: 'Dr. Sarah Chen',
    hours: 14,
    level: 'Advanced',
    category: 'Cybersecurity',
    slug: 'cloud-security',
    tagline: 'Guard what you run in the cloud',
    themes: ['Security', 'Cloud'],
    tags: ['Cloud', 'IAM'],
    rating: 4.7,
    students: 1320,
    price: 349,
    createdAt: '2025-04-10T09:00:00.000Z',
    module: 'Shared Responsibility',
    lessons: [
      [
        'Who Secures What',
        '# Who Secures What\n\nThe provider secures the cloud; **you** secure what you put in it.',
      ],
    ],
  }),
  catalogueCourse({
    n: 8,
    title: 'UX Research Methods',
    description:
      'Plan interviews, run usability tests and turn what people say and do into design decisions.',
    instructor: 'Priya Raman',
    hours: 9,
    level: 'Beginner',
    category: 'Design',
    slug: 'ux-research',
    tagline: 'Learn what your users really need',
    themes: ['Design', 'Research'],
    tags: ['UX', 'Interviews', 'Usability'],
    rating: 4.6,
    students: 760,
    price: 229,
    createdAt: '2025-04-17T09:00:00.000Z',
    module: 'Talking to Users',
    lessons: [
      [
        'Asking Good Questions',
        '# Asking Good Questions\n\nAsk about **past behaviour**, not future wishes.',
      ],
      [
        'Running a Usability Test',
        '# Running a Usability Test\n\nFive participants find most of the problems. *Watch, do not help.*',
      ],
    ],
  }),
  catalogueCourse({
    n: 9,
    title: 'Project Management in Practice',
    description:
      'Scope, plan and deliver projects with small teams, and keep stakeholders informed without drowning in meetings.',
    instructor: 'Daniel Okoro',
    hours: 7,
    level: 'Intermediate',
    category: 'Business',
    slug: 'project-management',
    tagline: 'Deliver on time without the drama',
    themes: ['Business', 'Leadership'],
    tags: ['Planning', 'Agile'],
    rating: 4.6,
    students: 2040,
    price: 199,
    createdAt: '2025-04-24T09:00:00.000Z',
    module: 'Planning',
    lessons: [
      ['Scope First', '# Scope First\n\nWrite down what is **out** of scope before anything else.'],
    ],
  }),
  catalogueCourse({
    n: 10,
    title: 'Ethics of Technology',
    description:
      'Privacy, bias, automation and responsibility: the questions every builder of technology should be ready to answer.',
    instructor: 'Prof. Helen Whitaker',
    hours: 5,
    level: 'Beginner',
    category: 'Humanities',
    slug: 'ethics-of-technology',
    tagline: 'Build what you can defend',
    themes: ['Ethics', 'Society'],
    tags: ['Ethics', 'Privacy', 'AI'],
    rating: 4.8,
    students: 1130,
    price: 199,
    createdAt: '2025-05-01T09:00:00.000Z',
    module: 'Responsible Building',
    lessons: [
      [
        'Who Is Affected?',
        '# Who Is Affected?\n\nList everyone a system touches, including those who *never use it*.',
      ],
      [
        'Bias in Data',
        '# Bias in Data\n\nA model learns the past; if the past was unfair, so is the model.',
      ],
    ],
  }),
  catalogueCourse({
    n: 11,
    title: 'Statistics Refresher',
    description:
      'Means, spread, sampling and significance, re-learned with real examples and without the fear.',
    instructor: 'Dr. Amara Okafor',
    hours: 4,
    level: 'Beginner',
    category: 'Data Science',
    slug: 'statistics-refresher',
    tagline: 'The numbers behind every claim',
    themes: ['Data', 'Mathematics'],
    tags: ['Statistics'],
    rating: 4.7,
    students: 1480,
    price: 199,
    createdAt: '2025-05-08T09:00:00.000Z',
    module: 'Describing Data',
    lessons: [
      [
        'Mean, Median, Mode',
        '# Mean, Median, Mode\n\nWith outliers, the **median** tells the truer story.',
      ],
    ],
  }),
  catalogueCourse({
    n: 12,
    title: 'Machine Learning Operations',
    description:
      'Take models from a notebook to production: versioning, deployment, monitoring and retraining.',
    instructor: 'Marcus Johnson',
    hours: 16,
    level: 'Advanced',
    category: 'Artificial Intelligence',
    slug: 'mlops',
    tagline: 'Models that keep working after launch',
    themes: ['Artificial Intelligence', 'Programming'],
    tags: ['MLOps', 'Deployment'],
    rating: 4.8,
    students: 890,
    price: 449,
    createdAt: '2025-05-15T09:00:00.000Z',
    module: 'From Notebook to Service',
    lessons: [
      [
        'Versioning Everything',
        '# Versioning Everything\n\nCode, data **and** models: each result must be reproducible.',
      ],
      [
        'Watching for Drift',
        '# Watching for Drift\n\nWhen the world changes, accuracy falls *silently*. Monitor inputs as well as outputs.',
      ],
    ],
  }),
];
