import { BRANDING_LOGO_PATH } from '@lp/contract';
import { brands } from '@lp/tokens';
import { createBrandingRepository } from '../branding/branding-repository';
import type { Db } from '../db/database';
import { deploymentConfigOf } from '../tenancy/deployment-config';
import type { UniversityRow } from '../tenancy/university-repository';

/** What a certificate shows of its university's brand. */
export type CertificateBrand = {
  productName: string;
  universityName: string;
  /** #RRGGBB */
  primary: string;
  secondary: string;
  accent: string;
  /** The uploaded logo when it is PNG or JPEG (the two pdf-lib embeds); else null. */
  logo: { type: 'png' | 'jpeg'; bytes: Uint8Array } | null;
};

const EMBEDDABLE = { 'image/png': 'png', 'image/jpeg': 'jpeg' } as const;

/**
 * The university's brand as its pages get it (deployment-config.ts: the same fallbacks for a
 * bad colour). The logo is used only when it was uploaded here and is PNG or JPEG: a WebP,
 * SVG or GIF upload, or a logo at an outside https address (the server fetches nothing), is
 * left out and the product name stands alone.
 */
export async function certificateBrandOf(
  db: Db,
  university: UniversityRow,
): Promise<CertificateBrand> {
  const { config } = deploymentConfigOf(university);
  const colours =
    typeof config.defaultBrand === 'string'
      ? (brands.find((brand) => brand.id === config.defaultBrand) ?? brands[0]!)
      : config.defaultBrand;
  let logo: CertificateBrand['logo'] = null;
  if (config.logoUrl?.startsWith(BRANDING_LOGO_PATH)) {
    const stored = await createBrandingRepository(db).logo(
      config.logoUrl.slice(BRANDING_LOGO_PATH.length),
    );
    const type = stored && EMBEDDABLE[stored.mime_type as keyof typeof EMBEDDABLE];
    if (stored && type) logo = { type, bytes: stored.bytes };
  }
  return {
    productName: config.productName,
    universityName: university.name,
    primary: colours.primary,
    secondary: colours.secondary,
    accent: colours.accent,
    logo,
  };
}
