import type { MessageAudience } from '@lp/contract';
import {
  BulkOperationsDialog,
  CommunicationHubDialog,
  ExportReportsDialog,
  OrganizationsPage,
} from '@lp/patterns';
import { useRef, useState } from 'react';
import {
  organizationListResource,
  organizationPaths,
  useOrganizationMessages,
} from '../../data/organizations';
import { loadStatus } from '../../data/page-status';
import { paths } from '../../routes/paths';

/** The tool dialog open on the page, with what it was opened for. */
type OpenTool =
  | { kind: 'export'; organizationIds: readonly string[] }
  | { kind: 'bulk' }
  | { kind: 'message'; audience: MessageAudience; organizationIds: readonly string[] };

/**
 * The organizations dashboard on /admin/organizations (spec 2 §2.8): the university's
 * organizations from the server; exports are CSV files made in the browser, and the
 * Communication Hub's messages are sent by the server (issue 18).
 */
export default function OrganizationsScreen() {
  const list = organizationListResource.useData(organizationPaths.list());
  const send = useOrganizationMessages();
  const [tool, setToolState] = useState<OpenTool | null>(null);
  // The tool dialogs have no trigger of their own: focus goes back to what opened them.
  const opener = useRef<HTMLElement | null>(null);
  const organizations = list.data?.organizations ?? [];
  const setTool = (next: OpenTool) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setToolState(next);
  };
  const close = (open: boolean) => {
    if (open) return;
    setToolState(null);
    const back = opener.current;
    requestAnimationFrame(() => back?.isConnected && back.focus());
  };
  const message = (audience: MessageAudience, organizationIds: readonly string[] = []) =>
    setTool({ kind: 'message', audience, organizationIds });

  return (
    <>
      <OrganizationsPage
        status={loadStatus(list)}
        onRetry={() => void list.mutate()}
        organizations={organizations}
        // The filter lists this university's organizations, not the spec's four sample names.
        filterNames={organizations.map((organization) => organization.name)}
        backHref={paths.dashboard()}
        onExportData={(organizationIds) => setTool({ kind: 'export', organizationIds })}
        onBulkOperations={() => setTool({ kind: 'bulk' })}
        onMessageTeachers={() => message('teachers')}
        onMessageAll={() => message('students')}
        onExportOrganization={(id) => setTool({ kind: 'export', organizationIds: [id] })}
        onMessageOrganization={(id) => message('students', [id])}
      />
      <ExportReportsDialog
        open={tool?.kind === 'export'}
        onOpenChange={close}
        organizations={
          tool?.kind === 'export'
            ? organizations.filter((organization) => tool.organizationIds.includes(organization.id))
            : organizations
        }
      />
      <BulkOperationsDialog
        open={tool?.kind === 'bulk'}
        onOpenChange={close}
        organizations={organizations}
      />
      {tool?.kind === 'message' && (
        <CommunicationHubDialog
          open
          onOpenChange={close}
          organizations={organizations}
          defaultAudience={tool.audience}
          defaultOrganizationIds={tool.organizationIds}
          onSend={send}
        />
      )}
    </>
  );
}
