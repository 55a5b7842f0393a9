import {
  currentUniversityId,
  impersonatedAdminEmail,
  sampleUniversities,
  type ImpersonationSession,
  type University,
} from '@lp/contract';
import { useState } from 'react';
import { ImpersonationBanner, type ImpersonationBannerProps } from './impersonation-banner';
import { UniversityPortalPage, type UniversityPortalPageProps } from './university-portal';

// Sample props for stories and tests, from the contract's universities (every status). The app
// fills the same props from the server's universities, the session's university and the role.

/** The samples' dates are written in UTC; stories and tests show them there, in English. */
export const sampleUniversityFormat = { locale: 'en-US', timeZone: 'UTC' } as const;

/** When the samples' impersonation session started: 10:42 AM UTC. */
export const sampleImpersonationStart = '2025-07-14T10:42:00Z';

function sampleUniversity(id: string): University {
  const university = sampleUniversities.find((candidate) => candidate.id === id);
  if (!university) throw new Error(`No sample university ${id}`);
  return university;
}

/** The samples by status: the current one (active), another active, inactive, suspended. */
export const sampleUniversityByStatus = {
  current: sampleUniversity('univ-northbridge'),
  active: sampleUniversity('univ-lakeside'),
  inactive: sampleUniversity('univ-westfield'),
  suspended: sampleUniversity('univ-riverside'),
} as const;

/** Universities whose names, slugs and domains are long, to check wrapping. */
export const sampleLongNameUniversities: readonly University[] = [
  {
    ...sampleUniversityByStatus.current,
    id: 'univ-long-1',
    name: 'The Royal and Ancient Polytechnic University of the Northern Territories and Islands',
    slug: 'the-royal-and-ancient-polytechnic-university-of-the-northern-territories-and-islands',
    domain: 'continuing-education.royal-ancient-polytechnic-northern-territories.example.edu',
  },
  {
    ...sampleUniversityByStatus.active,
    id: 'univ-long-2',
    name: 'Hochschulrechenzentrumsverwaltungsuniversitätsklinikum',
    slug: 'hochschulrechenzentrumsverwaltungsuniversitaetsklinikum',
    domain: 'hochschulrechenzentrumsverwaltungsuniversitaetsklinikum.example.de',
  },
  {
    ...sampleUniversityByStatus.suspended,
    id: 'univ-long-3',
    name: 'Saint Bartholomew’s College of Music, Performing Arts and Contemporary Media Studies',
    slug: 'saint-bartholomews-college-of-music-performing-arts-and-contemporary-media-studies',
    totalStudents: 1234567,
    totalCourses: 98765,
  },
];

/** Every prop of UniversityPortalPage from the samples: ready, for an admin, in Northbridge. */
export function sampleUniversityPortalProps(): UniversityPortalPageProps {
  return {
    status: 'ready',
    universities: sampleUniversities,
    currentUniversityId,
    canImpersonate: true,
    onViewDashboard: () => {},
    onSwitch: () => Promise.resolve(),
    onImpersonate: () => Promise.resolve(),
    ...sampleUniversityFormat,
  };
}

/** Every prop of ImpersonationBanner from the samples: Lakeside's administrator since 10:42. */
export function sampleImpersonationBannerProps(): ImpersonationBannerProps {
  return {
    universityName: sampleUniversityByStatus.active.name,
    startedAt: sampleImpersonationStart,
    onEnd: () => {},
    ...sampleUniversityFormat,
  };
}

/**
 * The portal as the app wires it, with the server played by local state: a switch that
 * resolves a moment later moves the current university; an impersonation that resolves shows
 * the banner on top, and End Session removes it. The given callbacks run first, so one that
 * rejects is the server refusing. Stories and tests use it alike.
 */
export function UniversityPortalExample(props: Partial<UniversityPortalPageProps>) {
  const base = sampleUniversityPortalProps();
  const universities = props.universities ?? base.universities;
  const [current, setCurrent] = useState(
    props.currentUniversityId !== undefined ? props.currentUniversityId : base.currentUniversityId,
  );
  const [session, setSession] = useState<ImpersonationSession | null>(null);
  const server = () => new Promise<void>((resolve) => setTimeout(resolve, 10));
  const onSwitch = props.onSwitch ?? base.onSwitch;
  const onImpersonate = props.onImpersonate ?? base.onImpersonate;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      {session ? (
        <ImpersonationBanner
          universityName={session.universityName}
          startedAt={session.startTime}
          onEnd={async () => {
            await server();
            setSession(null);
          }}
          locale={props.locale ?? base.locale}
          timeZone={props.timeZone ?? base.timeZone}
        />
      ) : null}
      <UniversityPortalPage
        {...base}
        {...props}
        universities={universities}
        currentUniversityId={current}
        onSwitch={async (id) => {
          await onSwitch(id);
          await server();
          setCurrent(id);
        }}
        onImpersonate={async (id) => {
          await onImpersonate(id);
          await server();
          const university = universities.find((each) => each.id === id);
          if (!university) return;
          setSession({
            universityId: id,
            universityName: university.name,
            startTime: sampleImpersonationStart,
            adminEmail: impersonatedAdminEmail(university),
          });
        }}
      />
    </div>
  );
}
