import { isAcceptableLogoUrl } from '@lp/contract';
import { universityLanguages } from './university-languages';
import type { DeploymentConfigResponse } from '@lp/contract/api';
import { defaultUniversityBranding } from './default-university';
import type { UniversityRow } from './university-repository';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const ALL_SECTIONS = { learning: true, careerHub: true, social: true, admin: true };

/** A university's deployment config, and what in its stored branding had to fall back. */
export function deploymentConfigOf(university: UniversityRow): {
  config: DeploymentConfigResponse;
  problems: string[];
} {
  const problems: string[] = [];
  const { branding } = university;
  // One mistyped colour must not cost the university its brand: that colour falls back alone.
  const colour = (role: 'primary' | 'secondary' | 'accent') => {
    const value = branding[`${role}Color`];
    if (typeof value === 'string' && HEX_COLOUR.test(value)) return value;
    problems.push(
      `${role}Color ${JSON.stringify(value)} is not a #RRGGBB colour; using the default`,
    );
    return defaultUniversityBranding[`${role}Color`];
  };
  const defaultBrand = university.brand_id ?? {
    primary: colour('primary'),
    secondary: colour('secondary'),
    accent: colour('accent'),
    ...(branding.fontFamily ? { fontFamily: branding.fontFamily } : {}),
  };
  // A logo stored before the editor checked addresses is left out rather than published.
  const logoUrl = branding.logoUrl && isAcceptableLogoUrl(branding.logoUrl) ? branding.logoUrl : '';
  if (branding.logoUrl && !logoUrl)
    problems.push(`logoUrl ${JSON.stringify(branding.logoUrl)} is not https or uploaded here`);
  return {
    config: {
      apiBaseUrl: '/api/v1',
      productName: branding.name?.trim() || university.name,
      defaultBrand,
      sections: { ...ALL_SECTIONS, ...university.sections },
      ...(logoUrl ? { logoUrl } : {}),
      university: { id: university.id, slug: university.slug, name: university.name },
      languages: universityLanguages(university),
    },
    problems,
  };
}
