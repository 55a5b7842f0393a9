import { sampleUniversities } from '@lp/contract';
import { brandingSettingsSchema } from '@lp/contract/api';
import { describe, expect, it } from 'vitest';
import { defaultUniversityBranding } from '../tenancy/default-university';
import type { UniversityRow } from '../tenancy/university-repository';
import { brandingWith, settingsOf } from './branding-settings';

const stored = (branding: Partial<UniversityRow['branding']>): UniversityRow => ({
  id: 'univ-test',
  name: 'Test University',
  slug: 'test',
  domain: null,
  description: '',
  status: 'active',
  branding: { ...defaultUniversityBranding, ...branding },
  brand_id: null,
  sections: null,
  default_locale: 'en',
  locales: ['en'],
  created_at: new Date('2025-01-01T00:00:00Z'),
  updated_at: new Date('2025-01-01T00:00:00Z'),
});

describe('settingsOf', () => {
  it('maps every sample university to settings the contract accepts', () => {
    for (const university of sampleUniversities) {
      const settings = settingsOf(stored(university.branding));
      expect(brandingSettingsSchema.safeParse(settings).success, university.id).toBe(true);
      expect(settings.productName).toBe(university.branding.name);
      expect(settings.primaryColor).toBe(university.branding.primaryColor);
    }
  });

  it('lets each value the editor would refuse fall back alone', () => {
    const settings = settingsOf(
      stored({
        name: '  ',
        primaryColor: 'red',
        secondaryColor: '#0EA5E9',
        fontFamily: 'Comic Sans',
        logoUrl: '/samples/universities/logo.svg',
      }),
    );
    expect(settings).toEqual({
      productName: 'Test University',
      primaryColor: defaultUniversityBranding.primaryColor,
      secondaryColor: '#0EA5E9',
      accentColor: defaultUniversityBranding.accentColor,
      fontFamily: 'DM Sans',
      logoUrl: '',
    });
  });
});

describe('brandingWith', () => {
  it('writes the settings and keeps the tagline, favicon and custom CSS; no logo is no key', () => {
    const current = {
      ...defaultUniversityBranding,
      tagline: 'Learning that flows',
      faviconUrl: '/favicon.ico',
      customCss: '.legacy {}',
      logoUrl: 'https://cdn.example.edu/old.png',
    };
    const next = brandingWith(current, {
      productName: 'Lakeside Online',
      primaryColor: '#047857',
      secondaryColor: '#10B981',
      accentColor: '#FBBF24',
      fontFamily: 'Inter',
      logoUrl: '',
    });
    expect(next).toEqual({
      name: 'Lakeside Online',
      tagline: 'Learning that flows',
      primaryColor: '#047857',
      secondaryColor: '#10B981',
      accentColor: '#FBBF24',
      faviconUrl: '/favicon.ico',
      fontFamily: 'Inter',
      customCss: '.legacy {}',
    });
  });
});
