import type { MessageAudience, Organization } from '@lp/contract';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@lp/ui';
import { useRef } from 'react';
import { CommunicationHubForm } from './communication-hub-form';
import { useCommunicationHubTexts, type CommunicationHubTexts } from './organization-tools-texts';

/** What Send Message hands the app: the server sends it for real. */
export interface OrganizationMessage {
  audience: MessageAudience;
  /** The chosen organizations; empty means all of them. */
  organizationIds: string[];
  subject: string;
  content: string;
  options: { emailNotification: boolean; scheduleMessage: boolean; readReceipt: boolean };
}

export interface CommunicationHubDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** Called to open or close it (Cancel, Done, Escape, the close button). */
  onOpenChange: (open: boolean) => void;
  /** The organizations the message can go to. */
  organizations: readonly Organization[];
  /** The audience chosen when the dialog opens (Message Teachers, Message All). @default 'students' */
  defaultAudience?: MessageAudience;
  /** The organizations checked when the dialog opens; none means all. @default [] */
  defaultOrganizationIds?: readonly string[];
  /** Sends the message; resolves with how many people it went to, rejects when it was not sent. */
  onSend: (message: OrganizationMessage) => Promise<{ sent: number }>;
  /** The visible texts. @default defaultCommunicationHubTexts */
  texts?: Partial<CommunicationHubTexts>;
}

/**
 * The Communication Hub of the organizations dashboard (spec 2 §2.8): an audience with its
 * templates, the target organizations and the estimated recipients (spec 2 §9), a subject and
 * a message, and the send options. Send Message waits for the server, then says how many
 * people the message reached; a failure keeps everything typed.
 */
export function CommunicationHubDialog({
  open,
  onOpenChange,
  organizations,
  defaultAudience = 'students',
  defaultOrganizationIds = [],
  onSend,
  texts: textsProp,
}: CommunicationHubDialogProps) {
  const texts = useCommunicationHubTexts(textsProp);
  const sendingRef = useRef(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // The dialog stays while the message is on its way.
        if (!next && sendingRef.current) return;
        onOpenChange(next);
      }}
    >
      <DialogContent size="lg" closeLabel={texts.close} data-slot="communication-hub-dialog">
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        {/* Mounted while open only, so each opening starts from the defaults. */}
        <CommunicationHubForm
          organizations={organizations}
          defaultAudience={defaultAudience}
          defaultOrganizationIds={defaultOrganizationIds}
          onSend={onSend}
          onClose={() => onOpenChange(false)}
          sendingRef={sendingRef}
          texts={texts}
        />
      </DialogContent>
    </Dialog>
  );
}
