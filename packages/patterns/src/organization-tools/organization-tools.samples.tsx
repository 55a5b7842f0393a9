import { estimateRecipients, sampleOrganizations, type Organization } from '@lp/contract';
import { useState } from 'react';
import { BulkOperationsDialog, type BulkOperationsDialogProps } from './bulk-operations-dialog';
import {
  CommunicationHubDialog,
  type CommunicationHubDialogProps,
} from './communication-hub-dialog';
import { ExportReportsDialog, type ExportReportsDialogProps } from './export-reports-dialog';

// Sample props for stories and tests, from the contract's four organizations. The app fills
// the same props from the server's organizations and sends through its api client.

function sampleOrganization(id: string): Organization {
  const organization = sampleOrganizations.find((candidate) => candidate.id === id);
  if (!organization) throw new Error(`No sample organization ${id}`);
  return organization;
}

/** The samples by name, for tests that pick one. */
export const sampleToolOrganizations = {
  northbridge: sampleOrganization('org-northbridge'),
  lakeside: sampleOrganization('org-lakeside'),
  westfield: sampleOrganization('org-westfield'),
  riverside: sampleOrganization('org-riverside'),
} as const;

/** Plays the server's send: it reaches the estimated recipients. */
export const sampleSend: CommunicationHubDialogProps['onSend'] = (message) =>
  Promise.resolve({ sent: estimateRecipients(message.audience, message.organizationIds.length) });

/** Every prop of ExportReportsDialog: open, over the four organizations, no real download. */
export function sampleExportReportsProps(): ExportReportsDialogProps {
  return {
    open: true,
    onOpenChange: () => {},
    organizations: sampleOrganizations,
    onDownload: () => {},
  };
}

/** Every prop of BulkOperationsDialog: open, over the four organizations, no real download. */
export function sampleBulkOperationsProps(): BulkOperationsDialogProps {
  return {
    open: true,
    onOpenChange: () => {},
    organizations: sampleOrganizations,
    onDownload: () => {},
  };
}

/** Every prop of CommunicationHubDialog: open, to students of all four, the send succeeds. */
export function sampleCommunicationHubProps(): CommunicationHubDialogProps {
  return {
    open: true,
    onOpenChange: () => {},
    organizations: sampleOrganizations,
    onSend: sampleSend,
  };
}

/** The dialogs as the app wires them: open state kept here, so closing really closes. */
export function ExportReportsExample(props: Partial<ExportReportsDialogProps>) {
  const [open, setOpen] = useState(props.open ?? true);
  return (
    <ExportReportsDialog
      {...sampleExportReportsProps()}
      {...props}
      open={open}
      onOpenChange={(next) => {
        props.onOpenChange?.(next);
        setOpen(next);
      }}
    />
  );
}

export function BulkOperationsExample(props: Partial<BulkOperationsDialogProps>) {
  const [open, setOpen] = useState(props.open ?? true);
  return (
    <BulkOperationsDialog
      {...sampleBulkOperationsProps()}
      {...props}
      open={open}
      onOpenChange={(next) => {
        props.onOpenChange?.(next);
        setOpen(next);
      }}
    />
  );
}

export function CommunicationHubExample(props: Partial<CommunicationHubDialogProps>) {
  const [open, setOpen] = useState(props.open ?? true);
  return (
    <CommunicationHubDialog
      {...sampleCommunicationHubProps()}
      {...props}
      open={open}
      onOpenChange={(next) => {
        props.onOpenChange?.(next);
        setOpen(next);
      }}
    />
  );
}
