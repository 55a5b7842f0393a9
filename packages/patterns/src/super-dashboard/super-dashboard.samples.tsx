import { currentUniversityId, sampleUniversities, type University } from '@lp/contract';
import type { UniversityTotals } from '@lp/contract/api';
import type { SuperDashboardPageProps } from './super-dashboard';

// Sample props for stories and tests, from the contract's universities (every status). The app
// fills the same props from the server's university list, its totals and the session's university.

/** The samples' dates are written in UTC; stories and tests show them there, in English. */
export const sampleSuperDashboardFormat = { locale: 'en-US', timeZone: 'UTC' } as const;

function sampleUniversity(id: string): University {
  const university = sampleUniversities.find((candidate) => candidate.id === id);
  if (!university) throw new Error(`No sample university ${id}`);
  return university;
}

/** The samples by status: the current one (active), another active, inactive, suspended. */
export const sampleDashboardUniversities = {
  current: sampleUniversity('univ-northbridge'),
  active: sampleUniversity('univ-lakeside'),
  inactive: sampleUniversity('univ-westfield'),
  suspended: sampleUniversity('univ-riverside'),
} as const;

/** The totals the server counts for the sample universities (students and teachers are users). */
export const sampleUniversityTotals: UniversityTotals = {
  universities: 4,
  activeUniversities: 2,
  users: 13690,
  courses: 465,
};

/** Universities whose names and domains are long, to check wrapping. */
export const sampleLongNameDashboardUniversities: readonly University[] = [
  {
    ...sampleDashboardUniversities.current,
    id: 'univ-long-1',
    name: 'The Royal and Ancient Polytechnic University of the Northern Territories and Islands',
    slug: 'the-royal-and-ancient-polytechnic-university-of-the-northern-territories-and-islands',
    domain: 'continuing-education.royal-ancient-polytechnic-northern-territories.example.edu',
  },
  {
    ...sampleDashboardUniversities.active,
    id: 'univ-long-2',
    name: 'Hochschulrechenzentrumsverwaltungsuniversitätsklinikum',
    slug: 'hochschulrechenzentrumsverwaltungsuniversitaetsklinikum',
    domain: 'hochschulrechenzentrumsverwaltungsuniversitaetsklinikum.example.de',
  },
  {
    ...sampleDashboardUniversities.suspended,
    id: 'univ-long-3',
    name: 'Saint Bartholomew’s College of Music, Performing Arts and Contemporary Media Studies',
    slug: 'saint-bartholomews-college-of-music-performing-arts-and-contemporary-media-studies',
    totalStudents: 1234567,
    totalTeachers: 45678,
    totalCourses: 98765,
  },
];

/** Every prop of SuperDashboardPage from the samples: ready, every action wired, in Northbridge. */
export function sampleSuperDashboardProps(): SuperDashboardPageProps {
  return {
    status: 'ready',
    onRetry: () => {},
    universities: sampleUniversities,
    totals: sampleUniversityTotals,
    currentUniversityId,
    onViewDashboard: () => Promise.resolve(),
    onEditUniversity: () => {},
    onImpersonate: () => Promise.resolve(),
    onCreateUniversity: () => {},
    onExportData: () => {},
    onImportData: () => {},
    onBulkMessage: () => {},
    ...sampleSuperDashboardFormat,
  };
}
