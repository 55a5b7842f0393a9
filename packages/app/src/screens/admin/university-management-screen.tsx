import { UniversityManagementPage } from '@lp/patterns';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { loadStatus } from '../../data/page-status';
import {
  universityListResource,
  universityPaths,
  useUniversityAdmin,
} from '../../data/universities';
import { paths, withQuery } from '../../routes/paths';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; universityId: string };

/** The page's mode lives in the address: ?mode=create, ?edit=<id>, or the list. */
function modeOf(params: URLSearchParams): Mode {
  const edit = params.get('edit');
  if (edit) return { kind: 'edit', universityId: edit };
  return params.get('mode') === 'create' ? { kind: 'create' } : { kind: 'list' };
}

function queryOf(mode: Mode): Record<string, string> {
  if (mode.kind === 'edit') return { edit: mode.universityId };
  return mode.kind === 'create' ? { mode: 'create' } : {};
}

/**
 * University management on /admin/universities (spec 2 §2.11): create, edit and delete are
 * the server's (issue 16); a new university's administrator is invited on its own host.
 * The form is a page state in the address, so Back leaves it and a reload keeps it.
 */
export default function UniversityManagementScreen() {
  const [params, setParams] = useSearchParams();
  const list = universityListResource.useData(universityPaths.list);
  const admin = useUniversityAdmin();
  const navigate = useNavigate();
  const mode = modeOf(params);
  const toList = () => setParams({});

  return (
    <UniversityManagementPage
      status={loadStatus(list)}
      onRetry={() => void list.mutate()}
      universities={list.data?.universities ?? []}
      mode={mode}
      onModeChange={(next) => setParams(queryOf(next))}
      onCreate={async (values) => {
        await admin.create(values);
        toList();
      }}
      onUpdate={async (id, values) => {
        await admin.update(id, values);
        toList();
      }}
      onDelete={admin.remove}
      onOpenBranding={(id) => navigate(withQuery(paths.branding(), { university: id }))}
      onOpenSignIn={(id) => navigate(withQuery(paths.signInSettings(), { university: id }))}
    />
  );
}
