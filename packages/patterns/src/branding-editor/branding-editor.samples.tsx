import type { BrandingSettings, BrandingVersion } from '@lp/contract/api';
import { useState } from 'react';
import { BrandingEditorPage, type BrandingEditorPageProps } from './branding-editor';

// Sample data for stories and tests only; the app passes the server's branding.

export const sampleBrandingUniversities = [
  { id: 'northbridge', name: 'Northbridge University' },
  { id: 'harbour', name: 'Harbour Institute of Technology' },
] as const;

export const sampleStoredBranding: Record<string, BrandingSettings> = {
  northbridge: {
    productName: 'Northbridge Learn',
    primaryColor: '#1E40AF',
    secondaryColor: '#0EA5E9',
    accentColor: '#F59E0B',
    fontFamily: 'Inter',
    logoUrl: '',
  },
  harbour: {
    productName: 'Harbour Campus',
    primaryColor: '#047857',
    secondaryColor: '#10B981',
    accentColor: '#F97316',
    fontFamily: 'Merriweather',
    logoUrl: 'https://cdn.example.edu/harbour/logo.png',
  },
};

/** Northbridge's versions, newest first: saved by Dana, earlier by Sam, and the seed. */
export function sampleBrandingVersions(
  stored = sampleStoredBranding.northbridge!,
): BrandingVersion[] {
  return [
    {
      id: 'v3',
      savedAt: '2025-06-12T14:30:00.000Z',
      savedBy: { id: 'u-dana', name: 'Dana Whitfield' },
      restoredFrom: null,
      settings: stored,
    },
    {
      id: 'v2',
      savedAt: '2025-05-02T09:15:00.000Z',
      savedBy: { id: 'u-sam', name: 'Sam Okafor' },
      restoredFrom: null,
      settings: { ...stored, primaryColor: '#7C3AED', fontFamily: 'DM Sans' },
    },
    {
      id: 'v1',
      savedAt: '2025-01-20T08:00:00.000Z',
      savedBy: null,
      restoredFrom: null,
      settings: { ...stored, primaryColor: '#6B7280' },
    },
  ];
}

/** The props of a ready editor for Northbridge (callbacks resolve at once). */
export function sampleBrandingEditorProps(
  overrides: Partial<BrandingEditorPageProps> = {},
): BrandingEditorPageProps {
  return {
    status: 'ready',
    universities: sampleBrandingUniversities,
    universityId: 'northbridge',
    onUniversityChange: () => {},
    stored: sampleStoredBranding.northbridge!,
    versions: sampleBrandingVersions(),
    onSave: () => Promise.resolve(),
    onUploadLogo: () => Promise.resolve('/api/v1/branding/logos/' + 'a'.repeat(64) + '.png'),
    onRestore: () => Promise.resolve(),
    locale: 'en-GB',
    timeZone: 'UTC',
    ...overrides,
  };
}

/**
 * The editor with a pretend server: the picker loads the other university's branding, Save
 * stores the draft as a new version and Restore brings back an older one, as the app does.
 */
export function BrandingEditorExample(props: BrandingEditorPageProps) {
  const [universityId, setUniversityId] = useState(props.universityId);
  const [store, setStore] = useState(() => ({
    ...sampleStoredBranding,
    ...(props.stored ? { [props.universityId]: props.stored } : {}),
  }));
  const [history, setHistory] = useState<Record<string, BrandingVersion[]>>(() => ({
    [props.universityId]: [...props.versions],
  }));
  const stored = store[universityId] ?? null;
  const versions = history[universityId] ?? [];
  const keep = (settings: BrandingSettings, restoredFrom: string | null) => {
    setStore((current) => ({ ...current, [universityId]: settings }));
    setHistory((current) => ({
      ...current,
      [universityId]: [
        {
          id: `v${Date.now()}`,
          savedAt: new Date().toISOString(),
          savedBy: { id: 'u-you', name: 'You' },
          restoredFrom,
          settings,
        },
        ...(current[universityId] ?? []),
      ],
    }));
  };
  return (
    <BrandingEditorPage
      {...props}
      universityId={universityId}
      onUniversityChange={(id) => {
        props.onUniversityChange(id);
        setUniversityId(id);
      }}
      stored={stored}
      versions={versions}
      onSave={async (settings) => {
        await props.onSave(settings);
        keep(settings, null);
      }}
      onRestore={async (versionId) => {
        await props.onRestore(versionId);
        const version = versions.find((each) => each.id === versionId);
        if (version) keep(version.settings, versionId);
      }}
    />
  );
}
