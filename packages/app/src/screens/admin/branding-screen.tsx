import { BrandingEditorPage } from '@lp/patterns';
import { useSearchParams } from 'react-router-dom';
import { brandingPaths, brandingResource, useBrandingActions } from '../../data/branding';
import { loadStatus } from '../../data/page-status';
import { universityListResource, universityPaths } from '../../data/universities';

/**
 * The branding editor on /admin/branding (spec 2 §2.13, issue 17). The university lives in the
 * address (?university=, as University Management's branding icon links it); without one it
 * is the university the session works on. Save, logo upload and restore are real requests;
 * the server publishes the saved brand to that university's next page loads.
 */
export default function BrandingScreen() {
  const [params, setParams] = useSearchParams();
  const universities = universityListResource.useData(universityPaths.list);
  const universityId = params.get('university') ?? universities.data?.currentUniversityId ?? '';
  const branding = brandingResource.useData(universityId ? brandingPaths.one(universityId) : null);
  const actions = useBrandingActions(universityId);
  // Without the universities there is no university to edit: their failure is the page's.
  const status = universities.error && !universities.data ? 'error' : loadStatus(branding);

  return (
    <BrandingEditorPage
      status={status}
      onRetry={() => {
        void universities.mutate();
        void branding.mutate();
      }}
      universities={universities.data?.universities ?? []}
      universityId={universityId}
      onUniversityChange={(id) => setParams({ university: id }, { replace: true })}
      stored={branding.data?.settings ?? null}
      versions={branding.data?.versions ?? []}
      onSave={actions.save}
      onUploadLogo={actions.uploadLogo}
      onRestore={actions.restore}
    />
  );
}
