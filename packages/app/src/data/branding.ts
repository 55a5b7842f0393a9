import { brandingMessages } from '@lp/contract';
import type { BrandingResponse, BrandingSettings } from '@lp/contract/api';
import { useSWRConfig } from 'swr';
import { useAppServices } from '../app-context';
import { defineResource } from './resource';

const api = () => import('@lp/contract/api');

/** The /api/v1 paths of the branding editor (docs/api.md, issue 17). */
export const brandingPaths = {
  one: (universityId: string) => `/universities/${encodeURIComponent(universityId)}/branding`,
  logo: (universityId: string) => `${brandingPaths.one(universityId)}/logo`,
  restore: (universityId: string, versionId: string) =>
    `${brandingPaths.one(universityId)}/versions/${encodeURIComponent(versionId)}/restore`,
} as const;

/** GET /universities/{id}/branding: the stored branding and its versions. */
export const brandingResource = defineResource(() => api().then((m) => m.brandingResponseSchema));

/** The settings field a server refusal is about, so the editor shows it under that field. */
const FIELD_OF_MESSAGE = new Map<string, keyof BrandingSettings>([
  [brandingMessages.colour('Primary colour'), 'primaryColor'],
  [brandingMessages.colour('Secondary colour'), 'secondaryColor'],
  [brandingMessages.colour('Accent colour'), 'accentColor'],
  [brandingMessages.productNameRequired, 'productName'],
  [brandingMessages.productNameTooLong, 'productName'],
  [brandingMessages.unknownFont, 'fontFamily'],
  [brandingMessages.logoUrl, 'logoUrl'],
]);

/** The server's refusal with the field it names, as the editor's `onSave` rejections carry it. */
export function withBrandingField(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const field = FIELD_OF_MESSAGE.get(error.message);
  return field ? Object.assign(error, { field }) : error;
}

/**
 * Save, upload a logo and restore a version. Each answer that carries the branding replaces
 * the cached one, so the editor turns clean with what the server stored. Rejections carry the
 * server's message (the spec's error rule).
 */
export function useBrandingActions(universityId: string) {
  const { api: client } = useAppServices();
  const { mutate } = useSWRConfig();
  const schema = () => api().then((m) => m.brandingResponseSchema);
  const store = (data: BrandingResponse) =>
    mutate(brandingPaths.one(universityId), data, { revalidate: false });
  return {
    async save(settings: BrandingSettings): Promise<void> {
      try {
        const { data } = await client.put(brandingPaths.one(universityId), {
          body: settings,
          schema,
        });
        await store(data);
      } catch (error) {
        throw withBrandingField(error);
      }
    },
    async uploadLogo(file: File): Promise<string> {
      const form = new FormData();
      form.append('logo', file);
      const { data } = await client.post(brandingPaths.logo(universityId), {
        body: form,
        schema: () => api().then((m) => m.logoUploadResponseSchema),
      });
      return data.logoUrl;
    },
    async restore(versionId: string): Promise<void> {
      const { data } = await client.post(brandingPaths.restore(universityId, versionId), {
        schema,
      });
      await store(data);
    },
  };
}
