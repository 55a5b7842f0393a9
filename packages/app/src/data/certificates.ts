import { defineResource } from './resource';

const api = () => import('@lp/contract/api');

/** The /api/v1 paths of achievements (docs/api.md, issue 35). */
export const certificatePaths = {
  list: '/certificates',
  /** The PDF, under the API's base: downloaded by a plain link, the session cookie goes with it. */
  pdf: (id: string) => `/certificates/${encodeURIComponent(id)}/pdf`,
  verification: (id: string) => `/certificates/${encodeURIComponent(id)}/verification`,
} as const;

export const certificateListResource = defineResource(() =>
  api().then((m) => m.certificateListSchema),
);
export const certificateVerificationResource = defineResource(() =>
  api().then((m) => m.certificateVerificationSchema),
);
