import { videoAdminMessages, videoUrlPreviewError, videoUrlSaveError } from '@lp/contract';
import * as videoAdminCatalogue from '@lp/locales/en/video-admin';
import { useMessages } from '@lp/ui';
import { useState } from 'react';

/** The two addresses Video Content Administration manages (spec 2 §2.4). */
export type VideoUrlKind = 'live' | 'welcome';

/** The messages one address form shows; the defaults are the spec's (spec 2 §5, §8). */
export interface VideoUrlFormMessages {
  invalidUrl: string;
  unchanged: string;
  invalidPreview: string;
  saveFailed: string;
  /** 'Live stream URL updated successfully!' or 'Welcome message URL updated successfully!'. */
  saved: string;
}

export interface UseVideoUrlFormOptions {
  /** The saved address; null when none is set. */
  current: string | null;
  /** Saves the new address; rejects on failure. */
  onSave: (url: string) => Promise<void>;
  /** Opens an address in a new tab. */
  onPreview: (url: string) => void;
  /** The visible messages. @default the spec's, in the page's language */
  messages?: Partial<VideoUrlFormMessages>;
}

/** The outcome banner after a save: the success or failure message. */
export interface VideoUrlFormResult {
  variant: 'success' | 'error';
  message: string;
}

/**
 * One address form of Video Content Administration (spec 2 §4, §5): the draft, its message,
 * the rules of Save Changes (disabled while saving or unchanged; opens the confirmation only for
 * a valid, changed Vimeo address), Preview, Cancel and the confirmed save.
 */
export function useVideoUrlForm({
  current,
  onSave,
  onPreview,
  messages: messagesProp,
}: UseVideoUrlFormOptions) {
  const text = useMessages(videoAdminCatalogue);
  const messages: VideoUrlFormMessages = {
    invalidUrl: text.invalidUrl,
    unchanged: text.unchanged,
    invalidPreview: text.invalidPreview,
    saveFailed: text.saveFailed,
    saved: text.liveSaved,
    ...messagesProp,
  };
  const currentValue = current ?? '';
  const [draft, setDraftState] = useState(currentValue);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const [saving, setSaving] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);

  // When the saved address changes (loaded, or just saved), an untouched draft follows it; a
  // draft the admin is still editing is kept.
  const [seenCurrent, setSeenCurrent] = useState(currentValue);
  if (seenCurrent !== currentValue) {
    setSeenCurrent(currentValue);
    if (draft.trim() === seenCurrent.trim() || draft.trim() === currentValue.trim()) {
      setDraftState(currentValue);
    }
  }

  const unchanged = draft === currentValue;
  const saveDisabled = saving || unchanged;

  const setDraft = (value: string) => {
    setDraftState(value);
    setError(null);
    setOutcome(null);
  };

  /** Save Changes: opens the confirmation, or returns why it may not. */
  const requestSave = (): string | null => {
    if (saveDisabled) return null;
    const reason = videoUrlSaveError(draft, currentValue);
    const message =
      reason === null
        ? null
        : reason === videoAdminMessages.unchanged
          ? messages.unchanged
          : messages.invalidUrl;
    setError(message);
    setOutcome(null);
    if (message === null) setDialogOpen(true);
    return message;
  };

  /** Preview: opens the new address in a new tab, or returns why it may not. */
  const preview = (): string | null => {
    const message = videoUrlPreviewError(draft) === null ? null : messages.invalidPreview;
    setError(message);
    if (message === null) onPreview(draft.trim());
    return message;
  };

  /** Cancel: the input goes back to the saved address. */
  const reset = () => {
    setDraftState(currentValue);
    setError(null);
    setOutcome(null);
  };

  /** The confirmed save. It always resolves, so the dialog closes; the banner tells the outcome. */
  const confirm = async () => {
    setSaving(true);
    try {
      await onSave(draft.trim());
      setOutcome('saved');
    } catch {
      setOutcome('failed');
    } finally {
      setSaving(false);
    }
  };

  const result: VideoUrlFormResult | null =
    outcome === 'saved'
      ? { variant: 'success', message: messages.saved }
      : outcome === 'failed'
        ? { variant: 'error', message: messages.saveFailed }
        : null;

  return {
    draft,
    setDraft,
    error,
    result,
    saving,
    unchanged,
    saveDisabled,
    dialogOpen,
    setDialogOpen,
    requestSave,
    preview,
    reset,
    confirm,
  };
}

export type VideoUrlFormState = ReturnType<typeof useVideoUrlForm>;
