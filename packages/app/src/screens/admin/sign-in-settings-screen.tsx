import { SignInSettingsPage } from '@lp/patterns';
import { useSearchParams } from 'react-router-dom';
import { loadStatus } from '../../data/page-status';
import {
  signInSettingsPaths,
  signInSettingsResource,
  useSignInSettingsActions,
} from '../../data/sign-in-settings';
import { universityListResource, universityPaths } from '../../data/universities';

/**
 * The Sign-in section of university management on /admin/sign-in (issue 33). The university
 * lives in the address (?university=, as University Management links it); without one it is
 * the university the session works on.
 */
export default function SignInSettingsScreen() {
  const [params, setParams] = useSearchParams();
  const universities = universityListResource.useData(universityPaths.list);
  const universityId = params.get('university') ?? universities.data?.currentUniversityId ?? '';
  const settings = signInSettingsResource.useData(
    universityId ? signInSettingsPaths.one(universityId) : null,
  );
  const actions = useSignInSettingsActions(universityId);
  const status = universities.error && !universities.data ? 'error' : loadStatus(settings);

  return (
    <SignInSettingsPage
      status={status}
      onRetry={() => {
        void universities.mutate();
        void settings.mutate();
      }}
      universities={universities.data?.universities ?? []}
      universityId={universityId}
      onUniversityChange={(id) => setParams({ university: id }, { replace: true })}
      stored={settings.data?.settings ?? null}
      redirectUri={settings.data?.redirectUri ?? ''}
      onSave={actions.save}
      onTest={actions.test}
      onRemove={actions.remove}
    />
  );
}
