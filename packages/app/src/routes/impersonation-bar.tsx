import { ImpersonationBanner } from '@lp/patterns';
import { impersonationPath, impersonationResource, useImpersonation } from '../data/impersonation';

/**
 * The amber banner over every page while an admin impersonates a university's administrator
 * (spec 2 §2.12). The layout loads it only for roles that may impersonate, so a learner's pages
 * carry none of it; the session's impersonation is read once and again after Impersonate Admin
 * or End Session. It also ends by itself on the server after an hour: a read after that finds
 * none and the banner goes.
 */
export default function ImpersonationBar() {
  const read = impersonationResource.useData(impersonationPath);
  const { end } = useImpersonation();
  const current = read.data?.impersonation;
  if (!current) return null;
  return (
    <ImpersonationBanner
      universityName={current.universityName}
      startedAt={current.startTime}
      onEnd={end}
      className="mb-4"
    />
  );
}
