import { isConfirmWord } from '@lp/contract';
import * as confirmDialogMessages from '@lp/locales/en/ui-confirm-dialog';
import en from '@lp/locales/en/ui-confirm-dialog';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../alert-dialog';
import { Button } from '../button';
import { FieldFrame, fieldControlVariants, useField } from '../field';
import { useMessages } from '../i18n';
import { cn } from '../lib/cn';

/** The spec's message when the typed word is not 'confirm' (spec 2 §5). */
export const CONFIRM_WORD_MESSAGE: string = en.confirmRequired;

export interface UseConfirmDialogOptions {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The confirmed action. While its promise runs the dialog is busy; when it resolves the dialog closes; when it rejects the dialog stays open (show the failure through `error`). */
  onConfirm: () => void | Promise<void>;
  /** Asks the user to type the word 'confirm' (case-insensitive) before confirming. @default false */
  requireTypedConfirmation?: boolean;
  /** Shown when the typed word is wrong. @default "Please type 'confirm' to proceed with the changes." */
  typedConfirmationMessage?: string;
}

/** State of a confirmation dialog: open, the typed word, its error, busy, and the confirm/cancel actions. */
export function useConfirmDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onConfirm,
  requireTypedConfirmation = false,
  typedConfirmationMessage: typedConfirmationMessageProp,
}: UseConfirmDialogOptions) {
  const text = useMessages(confirmDialogMessages);
  const typedConfirmationMessage = typedConfirmationMessageProp ?? text.confirmRequired;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Closing, whoever closes it, clears the typed word and its message (spec 2 §4).
  const [previousOpen, setPreviousOpen] = useState(open);
  if (previousOpen !== open) {
    setPreviousOpen(open);
    if (!open) {
      setTyped('');
      setError(null);
    }
  }

  const setOpen = (next: boolean) => {
    if (!next && busy) return;
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  /** Runs the action; resolves to whether it went through. */
  const confirm = async (): Promise<boolean> => {
    if (busy) return false;
    if (requireTypedConfirmation && !isConfirmWord(typed)) {
      setError(typedConfirmationMessage);
      return false;
    }
    setError(null);
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      setBusy(false);
      return false;
    }
    setBusy(false);
    if (openProp === undefined) setUncontrolledOpen(false);
    onOpenChange?.(false);
    return true;
  };

  const changeTyped = (value: string) => {
    setTyped(value);
    if (error) setError(null);
  };

  return {
    open,
    setOpen,
    cancel: () => setOpen(false),
    typed,
    setTyped: changeTyped,
    error,
    busy,
    confirm,
    requireTypedConfirmation,
  };
}

export interface ConfirmDialogProps extends UseConfirmDialogOptions {
  /** The dialog's title, for example 'Confirm URL Change'. */
  title: ReactNode;
  /** What will happen. */
  description?: ReactNode;
  /** An element that opens the dialog (wrapped with `asChild`). Leave out when controlling `open`. */
  trigger?: ReactNode;
  /** Extra content between the description and the actions. */
  children?: ReactNode;
  /** A failure to show inside the dialog, such as 'Failed to update URL. Please try again.' */
  error?: ReactNode;
  /** Label of the confirm button. @default 'Confirm' */
  confirmLabel?: string;
  /** Label of the confirm button while `onConfirm` runs. @default 'Saving...' */
  busyLabel?: string;
  /** Label of the cancel button. @default 'Cancel' */
  cancelLabel?: string;
  /** Label of the typed-confirmation field. @default "Type 'confirm' to proceed" */
  typedConfirmationLabel?: string;
  /** Look of the confirm button. @default 'primary' */
  variant?: 'primary' | 'destructive';
  /** Class names of the dialog content. */
  className?: string;
}

/** A confirmation step before a consequential change, optionally asking for the typed word 'confirm'. */
export function ConfirmDialog({
  title,
  description,
  trigger,
  children,
  error: actionError,
  variant = 'primary',
  className,
  ...allOptions
}: ConfirmDialogProps) {
  const text = useMessages(confirmDialogMessages);
  const {
    confirmLabel = text.confirmLabel,
    busyLabel = text.busyLabel,
    cancelLabel = text.cancelLabel,
    typedConfirmationLabel = text.typedConfirmationLabel,
    ...options
  } = allOptions;
  const state = useConfirmDialog(options);
  const inputRef = useRef<HTMLInputElement>(null);
  const field = useField({ hasError: Boolean(state.error), required: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await state.confirm();
    if (!done && state.requireTypedConfirmation) inputRef.current?.focus();
  };

  return (
    <AlertDialog open={state.open} onOpenChange={state.setOpen}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent
        data-slot="confirm-dialog"
        data-busy={state.busy || undefined}
        className={className}
        onEscapeKeyDown={(event) => {
          if (state.busy) event.preventDefault();
        }}
        onOpenAutoFocus={(event) => {
          if (!state.requireTypedConfirmation) return;
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <AlertDialogHeader>
            <AlertDialogTitle>{title}</AlertDialogTitle>
            {description ? <AlertDialogDescription>{description}</AlertDialogDescription> : null}
          </AlertDialogHeader>
          {children}
          {state.requireTypedConfirmation ? (
            <FieldFrame field={field} label={typedConfirmationLabel} error={state.error}>
              <input
                ref={inputRef}
                data-slot="confirm-dialog-input"
                className={cn(fieldControlVariants())}
                value={state.typed}
                onChange={(event) => state.setTyped(event.target.value)}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                required
                disabled={state.busy}
                {...field.controlProps}
              />
            </FieldFrame>
          ) : null}
          {actionError ? (
            <p
              data-slot="confirm-dialog-error"
              role="alert"
              className="rounded-md bg-danger-subtle px-3 py-2 text-sm text-text"
            >
              {actionError}
            </p>
          ) : null}
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={state.busy}>
              {cancelLabel}
            </AlertDialogCancel>
            <Button type="submit" variant={variant} loading={state.busy} loadingText={busyLabel}>
              {confirmLabel}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
