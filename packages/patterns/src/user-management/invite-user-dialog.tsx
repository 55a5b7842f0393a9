import { isValidEmail } from '@lp/contract';
import {
  Banner,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Select,
  SelectItem,
  TextField,
} from '@lp/ui';
import { Plus, Send } from '@lp/ui/icons';
import { useRef, useState, type FormEvent } from 'react';
import type { UserManagementTexts } from './user-management-texts';
import { userRoles, type UserInvitation, type UserManagementRole } from './user-management-types';

export interface InviteUserDialogProps {
  /** Sends the invitation; rejects when the server refused it. */
  onInvite: (invitation: UserInvitation) => Promise<void>;
  /** Opens the dialog on the first render (stories). @default false */
  defaultOpen?: boolean;
  texts: UserManagementTexts;
}

type Outcome = { kind: 'sent'; email: string } | { kind: 'failed'; message: string | null } | null;

/**
 * Invite User and its dialog: an e-mail and a role, checked before sending; busy while the
 * invitation goes out, then a confirmation (the form clears for the next one) or the failure.
 */
export function InviteUserDialog({ onInvite, defaultOpen = false, texts }: InviteUserDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<UserManagementRole>('student');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  // Read synchronously, so a double submit cannot send twice.
  const sending = useRef(false);

  const emailError = !tried
    ? undefined
    : email.trim() === ''
      ? texts.emailRequired
      : !isValidEmail(email)
        ? texts.emailInvalid
        : undefined;

  const reset = () => {
    setEmail('');
    setRole('student');
    setTried(false);
    setOutcome(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setTried(true);
    setOutcome(null);
    if (email.trim() === '' || !isValidEmail(email)) {
      emailRef.current?.focus();
      return;
    }
    const address = email.trim();
    sending.current = true;
    setBusy(true);
    try {
      await onInvite({ email: address, role });
      setEmail('');
      setTried(false);
      setOutcome({ kind: 'sent', email: address });
    } catch (thrown) {
      setOutcome({
        kind: 'failed',
        message: thrown instanceof Error && thrown.message !== '' ? thrown.message : null,
      });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // The dialog stays while the invitation is on its way.
        if (busy) return;
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button data-slot="invite-user" className="w-full md:w-fit">
          <Plus aria-hidden="true" />
          {texts.inviteUser}
        </Button>
      </DialogTrigger>
      <DialogContent data-slot="invite-user-dialog" closeLabel={texts.close}>
        <DialogHeader>
          <DialogTitle>{texts.inviteUser}</DialogTitle>
          <DialogDescription>{texts.inviteDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <TextField
            ref={emailRef}
            label={texts.inviteEmail}
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError}
          />
          <Select
            label={texts.inviteRole}
            value={role}
            onValueChange={(value) => setRole(value as UserManagementRole)}
          >
            {userRoles.map((each) => (
              <SelectItem key={each} value={each}>
                {texts.roleLabels[each]}
              </SelectItem>
            ))}
          </Select>
          {outcome?.kind === 'sent' ? (
            <Banner variant="success" data-slot="invite-sent">
              {texts.inviteSent(outcome.email)}
            </Banner>
          ) : null}
          {outcome?.kind === 'failed' ? (
            <Banner variant="error" title={texts.inviteFailed} data-slot="invite-failed">
              {outcome.message}
            </Banner>
          ) : null}
          <DialogFooter>
            <Button
              variant="outline"
              onClick={() => {
                if (busy) return;
                setOpen(false);
                reset();
              }}
              aria-disabled={busy || undefined}
            >
              {outcome?.kind === 'sent' ? texts.done : texts.cancel}
            </Button>
            <Button type="submit" loading={busy} loadingText={texts.inviteSending}>
              <Send aria-hidden="true" />
              {texts.inviteSend}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
