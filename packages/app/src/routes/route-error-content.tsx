import { AccessDenied, RouteError } from '@lp/patterns';
import { isRouteErrorResponse } from 'react-router-dom';
import { ACCESS_DENIED_STATUS } from './access';
import { paths } from './paths';

/**
 * The error screens other than a missing module: 'Access Denied' for a 403, 'Page not found' for
 * a 404, a plain message with Try again for anything else. Loaded when an error happens, so the
 * sign-in page does not carry them.
 */
export default function RouteErrorContent({ error }: { error: unknown }) {
  const back = paths.dashboard();
  if (isRouteErrorResponse(error) && error.status === ACCESS_DENIED_STATUS) {
    return <AccessDenied backHref={back} />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <RouteError placement="section" kind="not-found" backHref={back} />;
  }
  return (
    <RouteError
      placement="section"
      kind="unknown"
      backHref={back}
      onRetry={() => globalThis.location.reload()}
    />
  );
}
