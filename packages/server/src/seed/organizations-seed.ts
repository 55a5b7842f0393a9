import {
  completionRate,
  sampleOrganizations,
  universityById,
  type Organization,
  type OrganizationStats,
  type OrganizationStudent,
} from '@lp/contract';
import type { Db } from '../db/database';
import { DEFAULT_UNIVERSITY_ID } from '../tenancy/default-university';

type StudentRow = [
  name: string,
  department: string,
  year: number,
  coursesCompleted: number,
  coursesInProgress: number,
  /** Minutes. */
  totalTimeSpent: number,
  averageGrade: number,
  gpa: number,
  status: OrganizationStudent['status'],
  lastActive: string,
];

/** What an organization's record says of itself; its addresses and listed-student figures follow. */
interface OrganizationOutline {
  /** Its id (`org-{slug}`) and the path of its web page on the university's domain. */
  slug: string;
  name: string;
  type: string;
  description: string;
  location: string;
  establishedYear: number;
  totalFaculty: number;
  totalDepartments: number;
  accreditation: string[];
  contactPhone: string;
  /** The head counts, which the few listed students cannot give. */
  reach: Pick<
    OrganizationStats,
    | 'totalStudents'
    | 'activeStudents'
    | 'weeklyActiveUsers'
    | 'dailyActiveUsers'
    | 'engagementRate'
    | 'retentionRate'
  >;
  students: StudentRow[];
  createdAt: string;
}

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * A whole record from its outline, on the university's domain. The figures of the listed
 * students (time, courses, grades, completion) are computed from them, as the contract's own
 * samples have them, so the detail dialog agrees with the student list it shows.
 */
function organizationOf(domain: string, outline: OrganizationOutline): Organization {
  const { slug, reach, students: rows, createdAt, ...details } = outline;
  const id = `org-${slug}`;
  const students = rows.map(
    (
      [name, department, year, done, inProgress, minutes, grade, gpa, status, lastActive],
      index,
    ) => ({
      id: `${id}-${index + 1}`,
      name,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${domain}`,
      enrollmentDate: `${2025 - year}-09-01`,
      lastActive,
      totalTimeSpent: minutes,
      coursesCompleted: done,
      coursesInProgress: inProgress,
      averageGrade: grade,
      status,
      department,
      year,
      gpa,
    }),
  );
  const completed = students.reduce((sum, student) => sum + student.coursesCompleted, 0);
  const inProgress = students.reduce((sum, student) => sum + student.coursesInProgress, 0);
  return {
    id,
    ...details,
    website: `https://${domain}/${slug}`,
    contactEmail: `${slug}@${domain}`,
    students,
    stats: {
      ...reach,
      inactiveStudents: reach.totalStudents - reach.activeStudents,
      monthlyActiveUsers: reach.activeStudents,
      averageTimeSpentPerUser: Math.round(mean(students.map((s) => s.totalTimeSpent))),
      totalCoursesCompleted: completed,
      averageGrade: Math.round(mean(students.map((s) => s.averageGrade))),
      averageGPA: Math.round(mean(students.map((s) => s.gpa)) * 10) / 10,
      completionRate: Math.round(completionRate(completed, inProgress)),
    },
    createdAt,
    updatedAt:
      students
        .map((student) => student.lastActive)
        .sort()
        .at(-1) ?? createdAt,
  };
}

/** The schools of one sample university, on its domain. */
function organizationsOf(universityId: string, outlines: OrganizationOutline[]): Organization[] {
  const domain = universityById(universityId)?.domain;
  if (!domain) throw new Error(`No sample university ${universityId} with a domain`);
  return outlines.map((outline) => organizationOf(domain, outline));
}

/** Northbridge (computing and engineering, Boston): its schools around the city. */
const northbridgeOrganizations = organizationsOf('univ-northbridge', [
  {
    slug: 'northbridge-computing',
    name: 'Northbridge School of Computing',
    type: 'School',
    description: 'Computer science, AI and cybersecurity, taught in the Back Bay labs.',
    location: 'Boston, MA',
    establishedYear: 1968,
    totalFaculty: 310,
    totalDepartments: 7,
    accreditation: ['NECHE', 'ABET'],
    contactPhone: '+1 617 555 0171',
    reach: {
      totalStudents: 1960,
      activeStudents: 1724,
      weeklyActiveUsers: 1410,
      dailyActiveUsers: 655,
      engagementRate: 86,
      retentionRate: 93,
    },
    students: [
      [
        'Harper Quinn',
        'Computer Science',
        3,
        7,
        1,
        2140,
        94,
        3.9,
        'active',
        '2025-07-16T14:05:00Z',
      ],
      ['Daniel Osei', 'Cybersecurity', 2, 3, 2, 860, 83, 3.3, 'active', '2025-07-15T10:40:00Z'],
      [
        'Chloe Dubois',
        'Artificial Intelligence',
        1,
        1,
        2,
        150,
        72,
        2.8,
        'active',
        '2025-07-09T16:20:00Z',
      ],
    ],
    createdAt: '2024-09-02T08:00:00Z',
  },
  {
    slug: 'northbridge-engineering',
    name: 'Northbridge College of Engineering',
    type: 'College',
    description: 'Mechanical, civil and electrical engineering with a riverside research park.',
    location: 'Cambridge, MA',
    establishedYear: 1891,
    totalFaculty: 420,
    totalDepartments: 11,
    accreditation: ['NECHE', 'ABET'],
    contactPhone: '+1 617 555 0184',
    reach: {
      totalStudents: 2240,
      activeStudents: 1890,
      weeklyActiveUsers: 1502,
      dailyActiveUsers: 690,
      engagementRate: 79,
      retentionRate: 90,
    },
    students: [
      [
        'Mateo Alvarez',
        'Mechanical Engineering',
        4,
        9,
        0,
        2980,
        91,
        3.7,
        'active',
        '2025-07-16T09:15:00Z',
      ],
      [
        'Grace Okafor',
        'Civil Engineering',
        2,
        2,
        2,
        540,
        80,
        3.2,
        'active',
        '2025-07-14T12:30:00Z',
      ],
      [
        'Henry Walsh',
        'Electrical Engineering',
        3,
        0,
        1,
        90,
        64,
        2.4,
        'inactive',
        '2025-05-28T08:50:00Z',
      ],
    ],
    createdAt: '2024-09-02T08:30:00Z',
  },
  {
    slug: 'northbridge-business',
    name: 'Northbridge Business School',
    type: 'Graduate School',
    description: 'Management, finance and entrepreneurship for working professionals.',
    location: 'Quincy, MA',
    establishedYear: 1954,
    totalFaculty: 150,
    totalDepartments: 5,
    accreditation: ['NECHE', 'AACSB'],
    contactPhone: '+1 617 555 0129',
    reach: {
      totalStudents: 620,
      activeStudents: 488,
      weeklyActiveUsers: 371,
      dailyActiveUsers: 150,
      engagementRate: 71,
      retentionRate: 88,
    },
    students: [
      ['Aisha Rahman', 'Finance', 1, 4, 1, 1230, 88, 3.6, 'active', '2025-07-16T18:10:00Z'],
      [
        'Oscar Lindqvist',
        'Entrepreneurship',
        2,
        1,
        3,
        310,
        76,
        3.0,
        'suspended',
        '2025-06-11T15:00:00Z',
      ],
    ],
    createdAt: '2024-10-01T08:00:00Z',
  },
]);

/** Lakeside (data science and health, Madison): its schools across the state. */
const lakesideOrganizations = organizationsOf('univ-lakeside', [
  {
    slug: 'lakeside-data-science',
    name: 'Lakeside School of Data Science',
    type: 'School',
    description: 'Statistics, machine learning and data engineering on the main campus.',
    location: 'Madison, WI',
    establishedYear: 1998,
    totalFaculty: 180,
    totalDepartments: 6,
    accreditation: ['HLC'],
    contactPhone: '+1 608 555 0133',
    reach: {
      totalStudents: 1340,
      activeStudents: 1162,
      weeklyActiveUsers: 948,
      dailyActiveUsers: 430,
      engagementRate: 84,
      retentionRate: 91,
    },
    students: [
      ['Zoe Hartmann', 'Statistics', 3, 6, 1, 1720, 91, 3.8, 'active', '2025-07-16T11:25:00Z'],
      ['Ravi Iyer', 'Machine Learning', 2, 2, 3, 640, 82, 3.3, 'active', '2025-07-15T19:35:00Z'],
      ['Lena Fischer', 'Data Engineering', 1, 0, 2, 45, 68, 2.7, 'active', '2025-07-03T09:00:00Z'],
    ],
    createdAt: '2024-10-16T08:00:00Z',
  },
  {
    slug: 'lakeside-nursing',
    name: 'Lakeside College of Nursing',
    type: 'College',
    description: 'Nursing and midwifery degrees with clinical placements in city hospitals.',
    location: 'Milwaukee, WI',
    establishedYear: 1923,
    totalFaculty: 240,
    totalDepartments: 4,
    accreditation: ['HLC', 'CCNE'],
    contactPhone: '+1 414 555 0158',
    reach: {
      totalStudents: 1280,
      activeStudents: 1035,
      weeklyActiveUsers: 812,
      dailyActiveUsers: 301,
      engagementRate: 72,
      retentionRate: 86,
    },
    students: [
      ['Samuel Boateng', 'Nursing', 4, 8, 0, 2310, 89, 3.6, 'active', '2025-07-16T06:45:00Z'],
      ['Emily Novak', 'Midwifery', 2, 1, 2, 260, 74, 2.9, 'active', '2025-07-12T20:10:00Z'],
      ['Diego Ramos', 'Nursing', 1, 0, 1, 30, 61, 2.3, 'inactive', '2025-05-19T13:30:00Z'],
    ],
    createdAt: '2024-10-16T08:30:00Z',
  },
  {
    slug: 'lakeside-public-health',
    name: 'Lakeside Institute of Public Health',
    type: 'Institute',
    description: 'Epidemiology and community health, with evening courses for practitioners.',
    location: 'Green Bay, WI',
    establishedYear: 1976,
    totalFaculty: 95,
    totalDepartments: 3,
    accreditation: ['HLC', 'CEPH'],
    contactPhone: '+1 920 555 0146',
    reach: {
      totalStudents: 530,
      activeStudents: 413,
      weeklyActiveUsers: 322,
      dailyActiveUsers: 118,
      engagementRate: 68,
      retentionRate: 84,
    },
    students: [
      ['Nora Byrne', 'Epidemiology', 2, 5, 1, 1380, 87, 3.5, 'active', '2025-07-15T07:55:00Z'],
      ['Kwame Mensah', 'Community Health', 1, 2, 2, 420, 79, 3.1, 'active', '2025-07-13T17:45:00Z'],
    ],
    createdAt: '2024-11-04T08:00:00Z',
  },
]);

/**
 * The organizations each university starts with (issue 18): the deployment's own university
 * the spec's four samples (spec 2 §2.8), and each active sample university its own schools,
 * so an admin working on that university sees a dashboard of its own.
 */
export const seededOrganizations: Readonly<Record<string, readonly Organization[]>> = {
  [DEFAULT_UNIVERSITY_ID]: sampleOrganizations,
  'univ-northbridge': northbridgeOrganizations,
  'univ-lakeside': lakesideOrganizations,
};

/**
 * Seeds the organizations of every university above that exists, idempotently: a record
 * already there is kept as the deployment changed it, and a university the deployment
 * deleted gets none back.
 */
export async function seedOrganizations(db: Db): Promise<void> {
  const present = await db
    .selectFrom('universities')
    .select('id')
    .where('id', 'in', Object.keys(seededOrganizations))
    .execute();
  for (const { id: universityId } of present) {
    const organizations = seededOrganizations[universityId] ?? [];
    if (organizations.length === 0) continue;
    await db
      .insertInto('organizations')
      .values(
        organizations.map((organization, position) => ({
          id: organization.id,
          university_id: universityId,
          position,
          body: JSON.stringify(organization),
        })),
      )
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
}
