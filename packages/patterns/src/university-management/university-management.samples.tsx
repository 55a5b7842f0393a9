import { sampleUniversities, universityFormMessages, type University } from '@lp/contract';
import { useState } from 'react';
import {
  UniversityManagementPage,
  type UniversityManagementMode,
  type UniversityManagementPageProps,
} from './university-management';
import type { UniversityCreateValues, UniversityEditableValues } from './use-university-form';

// Sample props for stories and tests, from the contract's universities (every status). The app
// fills the same props from the server's list, the address (mode) and its create, update and
// delete calls.

/** The samples' dates are written in UTC; stories and tests show them there, in English. */
export const sampleUniversityFormat = { locale: 'en-US', timeZone: 'UTC' } as const;

function sampleUniversity(id: string): University {
  const university = sampleUniversities.find((candidate) => candidate.id === id);
  if (!university) throw new Error(`No sample university ${id}`);
  return university;
}

/** The samples by status. */
export const sampleManagedUniversities = {
  northbridge: sampleUniversity('univ-northbridge'),
  lakeside: sampleUniversity('univ-lakeside'),
  westfield: sampleUniversity('univ-westfield'),
  riverside: sampleUniversity('univ-riverside'),
} as const;

/** Valid values of the create form, as typed. */
export const sampleNewUniversity: UniversityCreateValues = {
  name: 'Harbor City College',
  slug: 'harbor-city-college',
  domain: 'harbor.example.edu',
  description: 'A community college by the sea.',
  adminName: 'Dana Reyes',
  adminEmail: 'dana.reyes@harbor.example.edu',
  status: 'active',
  primaryColor: '#6B7280',
  logoUrl: '',
  faviconUrl: '',
  languages: { default: 'en', offered: ['en', 'es', 'ar'] },
};

/** A university whose name, slug, domain and description are long, to check wrapping. */
export const sampleLongNameUniversity: University = {
  ...sampleManagedUniversities.northbridge,
  id: 'univ-long',
  name: 'The Royal and Ancient Polytechnic University of the Northern Territories and Islands',
  slug: 'royal-ancient-polytechnic-northern-territories-and-islands',
  domain: 'continuing-education.royal-ancient-polytechnic-northern-territories.example.edu',
  description:
    'Hochschulrechenzentrumsverwaltungsuniversitätsklinikum partnership programmes, evening classes, distance learning and continuing education for the northern territories and the islands.',
  totalStudents: 1234567,
  totalCourses: 98765,
};

/** A refusal of the server about one field, shaped like the app's UniversityFormError. */
export function sampleFieldRefusal(message: string, field: string): Error & { field: string } {
  return Object.assign(new Error(message), { field });
}

/** The server's 409 for a slug in use, as the app passes it on. */
export const sampleSlugTaken = () => sampleFieldRefusal(universityFormMessages.slugTaken, 'slug');

/** Every prop of UniversityManagementPage from the samples: ready, in list mode. */
export function sampleUniversityManagementProps(): UniversityManagementPageProps {
  return {
    status: 'ready',
    universities: sampleUniversities,
    mode: { kind: 'list' },
    onModeChange: () => {},
    onCreate: () => Promise.resolve(),
    onUpdate: () => Promise.resolve(),
    onDelete: () => Promise.resolve(),
    onOpenBranding: () => {},
    ...sampleUniversityFormat,
  };
}

/** The university the sample server makes of the create form's values. */
function createdUniversity(values: UniversityCreateValues, count: number): University {
  const now = '2025-07-14T10:42:00Z';
  const base = sampleManagedUniversities.northbridge;
  return {
    id: `univ-new-${count}`,
    name: values.name,
    slug: values.slug,
    domain: values.domain || undefined,
    description: values.description,
    status: values.status,
    branding: {
      ...base.branding,
      name: values.name,
      primaryColor: values.primaryColor,
      logoUrl: values.logoUrl || undefined,
      faviconUrl: values.faviconUrl,
    },
    totalStudents: 0,
    totalTeachers: 0,
    totalCourses: 0,
    createdAt: now,
    updatedAt: now,
  };
}

function updatedUniversity(university: University, values: UniversityEditableValues): University {
  return {
    ...university,
    name: values.name,
    slug: values.slug,
    domain: values.domain || undefined,
    description: values.description,
    status: values.status,
    branding: {
      ...university.branding,
      primaryColor: values.primaryColor,
      logoUrl: values.logoUrl || undefined,
      faviconUrl: values.faviconUrl,
    },
  };
}

/**
 * The page as the app wires it, with the server and the address played by local state: the
 * mode changes, a create adds a university, an update changes it, a delete removes it, each a
 * moment later, and a save returns to the list. The given callbacks run first, so one that
 * rejects is the server refusing. Stories and tests use it alike.
 */
export function UniversityManagementExample(props: Partial<UniversityManagementPageProps>) {
  const base = sampleUniversityManagementProps();
  const [universities, setUniversities] = useState<readonly University[]>(
    props.universities ?? base.universities,
  );
  const [mode, setMode] = useState<UniversityManagementMode>(props.mode ?? base.mode);
  const server = () => new Promise<void>((resolve) => setTimeout(resolve, 10));
  const onModeChange = props.onModeChange ?? base.onModeChange;
  const onCreate = props.onCreate ?? base.onCreate;
  const onUpdate = props.onUpdate ?? base.onUpdate;
  const onDelete = props.onDelete ?? base.onDelete;
  const changeMode = (next: UniversityManagementMode) => {
    onModeChange(next);
    setMode(next);
  };

  return (
    <UniversityManagementPage
      {...base}
      {...props}
      universities={universities}
      mode={mode}
      onModeChange={changeMode}
      onCreate={async (values) => {
        await onCreate(values);
        await server();
        setUniversities((current) => [...current, createdUniversity(values, current.length)]);
        setMode({ kind: 'list' });
      }}
      onUpdate={async (id, values) => {
        await onUpdate(id, values);
        await server();
        setUniversities((current) =>
          current.map((each) => (each.id === id ? updatedUniversity(each, values) : each)),
        );
        setMode({ kind: 'list' });
      }}
      onDelete={async (id) => {
        await onDelete(id);
        await server();
        setUniversities((current) => current.filter((each) => each.id !== id));
      }}
    />
  );
}
