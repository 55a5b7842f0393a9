import { sampleOrganizations, type Organization, type OrganizationStudent } from '@lp/contract';
import { samplePaths } from '../samples/paths.samples';
import type { OrganizationsPageProps } from './organizations';

// Sample props for stories and tests, from the contract's four organizations. The app fills the
// same props from the server's organizations and opens its own dialogs from the callbacks.

/** The samples' fixed clock: 20:00 UTC, 16 July 2025, a few hours after their latest activity. */
export const sampleOrganizationsNow = Date.UTC(2025, 6, 16, 20, 0, 0);

function sampleOrganization(id: string): Organization {
  const organization = sampleOrganizations.find((candidate) => candidate.id === id);
  if (!organization) throw new Error(`No sample organization ${id}`);
  return organization;
}

/** The four samples by name. */
export const sampleOrganizationByName = {
  northbridge: sampleOrganization('org-northbridge'),
  lakeside: sampleOrganization('org-lakeside'),
  westfield: sampleOrganization('org-westfield'),
  riverside: sampleOrganization('org-riverside'),
} as const;

const firstNames = ['Aiden', 'Bea', 'Chloé', 'Dmitri', 'Elif', 'Farah', 'Goran', 'Hana'];
const lastNames = ['Okafor', 'Lindqvist', 'Nakamura', 'Fernández-Castillo'];

/** 24 students, every fourth at risk, some active today, one past 10 courses: the list scrolls. */
function manyStudents(): OrganizationStudent[] {
  return Array.from({ length: 24 }, (_, i) => {
    const name = `${firstNames[i % firstNames.length]} ${lastNames[i % lastNames.length]}`;
    const risky = i % 4 === 3;
    return {
      id: `many-${i + 1}`,
      name,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${i + 1}@northbridge.example.edu`,
      enrollmentDate: '2024-09-01',
      lastActive: i % 3 === 0 ? '2025-07-16T12:00:00Z' : '2025-07-10T12:00:00Z',
      totalTimeSpent: risky ? 60 : 300 + i * 40,
      coursesCompleted: risky ? 1 : 2 + (i % 11),
      coursesInProgress: 2,
      averageGrade: 70 + (i % 25),
      status: 'active',
      department: 'Computer Science',
      year: 1 + (i % 4),
      gpa: 3.2,
    };
  });
}

/** Northbridge with 24 students: its list scrolls inside the modal. */
export const sampleManyStudentsOrganization: Organization = {
  ...sampleOrganizationByName.northbridge,
  students: manyStudents(),
};

/** Organizations whose names, locations and addresses are long, to check wrapping. */
export const sampleLongNameOrganizations: readonly Organization[] = [
  {
    ...sampleOrganizationByName.northbridge,
    id: 'org-long-1',
    name: 'The Royal and Ancient Polytechnic University of the Northern Territories and Islands',
    type: 'Polytechnic University and Research Institute',
    location: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch, Wales',
    website:
      'https://continuing-education.royal-ancient-polytechnic-northern-territories.example.edu',
    stats: { ...sampleOrganizationByName.northbridge.stats, totalStudents: 1234567 },
  },
  {
    ...sampleOrganizationByName.lakeside,
    id: 'org-long-2',
    name: 'Hochschulrechenzentrumsverwaltungsuniversitätsklinikum',
    contactEmail: 'hochschulrechenzentrumsverwaltung@universitaetsklinikum.example.de',
  },
  {
    ...sampleOrganizationByName.riverside,
    id: 'org-long-3',
    name: 'An organization without students',
    students: [],
    accreditation: [],
  },
];

/** Every prop of OrganizationsPage from the samples: ready, the four organizations, in English. */
export function sampleOrganizationsProps(): OrganizationsPageProps {
  return {
    status: 'ready',
    organizations: sampleOrganizations,
    backHref: samplePaths.dashboard,
    onExportData: () => {},
    onBulkOperations: () => {},
    onMessageTeachers: () => {},
    onMessageAll: () => {},
    onExportOrganization: () => {},
    onMessageOrganization: () => {},
    now: sampleOrganizationsNow,
    locale: 'en-US',
  };
}
