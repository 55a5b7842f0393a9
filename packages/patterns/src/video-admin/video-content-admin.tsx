import { CONFIRM_WORD } from '@lp/contract';
import * as videoAdminCatalogue from '@lp/locales/en/video-admin';
import {
  Banner,
  Button,
  Card,
  ConfirmDialog,
  Skeleton,
  SkeletonGroup,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextField,
  buttonVariants,
  cn,
  useMessages,
} from '@lp/ui';
import { ArrowLeft, ExternalLink, Radio, Video } from '@lp/ui/icons';
import { ResourcePageState } from '../resource-page-state';
import { useId, useMemo, useRef, type ComponentProps } from 'react';
import { useVideoUrlForm, type VideoUrlKind } from './use-video-url-form';

/** The page's states: the app's request running, failed, or done. */
export type VideoContentAdminStatus = 'loading' | 'error' | 'ready';

/** The saved addresses; null when none is set. */
export interface VideoContentUrls {
  live: string | null;
  welcome: string | null;
}

export interface VideoContentAdminTexts {
  /** The page's heading. */
  title: string;
  /** The line under the heading. */
  description: string;
  /** The back link to the live page. */
  back: string;
  /** The tabs (spec 2 §2.4). */
  liveTab: string;
  welcomeTab: string;
  /** The line at the top of each tab. */
  liveDescription: string;
  welcomeDescription: string;
  /** The current address's label, and what shows when none is set. */
  currentUrl: string;
  notSet: string;
  /** The current address's preview button (icon only). */
  previewCurrent: string;
  /** The new address's label in each tab. */
  newLiveUrl: string;
  newWelcomeUrl: string;
  /** The input's hint and placeholder. */
  urlHint: string;
  urlPlaceholder: string;
  /** The new address's preview button, and its description. */
  preview: string;
  opensInNewTab: string;
  /** The form's actions. */
  saveChanges: string;
  cancel: string;
  /** The confirmation dialog (spec 2 §2.4). */
  confirmTitle: string;
  confirmLiveDescription: string;
  confirmWelcomeDescription: string;
  confirmNewUrl: string;
  confirmWordLabel: string;
  confirm: string;
  saving: string;
  /** Spoken while the page loads. */
  loading: string;
  /** Shown when the addresses could not be loaded. */
  error: string;
  /** The retry button. */
  retry: string;
  /** The spec's messages (spec 2 §5, §8). */
  invalidUrl: string;
  unchanged: string;
  invalidPreview: string;
  confirmRequired: string;
  saveFailed: string;
  liveSaved: string;
  welcomeSaved: string;
}

type VideoAdminMessages = typeof videoAdminCatalogue.default;

/** The texts from a language's messages (the compiled `video-admin` namespace). */
function textsFrom(m: VideoAdminMessages): VideoContentAdminTexts {
  return {
    title: m.title,
    description: m.description,
    back: m.back,
    liveTab: m.liveTab,
    welcomeTab: m.welcomeTab,
    liveDescription: m.liveDescription,
    welcomeDescription: m.welcomeDescription,
    currentUrl: m.currentUrl,
    notSet: m.notSet,
    previewCurrent: m.previewCurrent,
    newLiveUrl: m.newLiveUrl,
    newWelcomeUrl: m.newWelcomeUrl,
    urlHint: m.urlHint,
    urlPlaceholder: m.urlPlaceholder,
    preview: m.preview,
    opensInNewTab: m.opensInNewTab,
    saveChanges: m.saveChanges,
    cancel: m.cancel,
    confirmTitle: m.confirmTitle,
    confirmLiveDescription: m.confirmLiveDescription,
    confirmWelcomeDescription: m.confirmWelcomeDescription,
    confirmNewUrl: m.confirmNewUrl,
    confirm: m.confirm,
    saving: m.saving,
    loading: m.loading,
    error: m.error,
    retry: m.retry,
    invalidUrl: m.invalidUrl,
    unchanged: m.unchanged,
    invalidPreview: m.invalidPreview,
    saveFailed: m.saveFailed,
    liveSaved: m.liveSaved,
    welcomeSaved: m.welcomeSaved,
    confirmWordLabel: m.confirmWordLabel({ word: CONFIRM_WORD }),
    confirmRequired: m.confirmRequired({ word: CONFIRM_WORD }),
  };
}

export const defaultVideoContentAdminTexts: VideoContentAdminTexts = textsFrom(
  videoAdminCatalogue.default,
);

/** The texts in the tree's language, with a deployment's overrides on top. */
export function useVideoContentAdminTexts(
  overrides?: Partial<VideoContentAdminTexts>,
): VideoContentAdminTexts {
  const messages = useMessages(videoAdminCatalogue);
  const texts = useMemo(() => textsFrom(messages), [messages]);
  return overrides ? { ...texts, ...overrides } : texts;
}

/** Opens an address in a new tab, without giving it a handle on this page. */
export function openInNewTab(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Only https addresses are opened (the saved ones come from the server, but never trust a link). */
function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value.trim()).protocol === 'https:';
  } catch {
    return false;
  }
}

export interface VideoContentAdminProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Loading shows a skeleton, error the message with Try again, ready the two tabs. */
  status: VideoContentAdminStatus;
  /** Try again in the error state. Without it no button shows. */
  onRetry?: () => void;
  /** The saved addresses. */
  current: VideoContentUrls;
  /** The open tab. */
  activeTab: VideoUrlKind;
  /** Called when the admin picks the other tab. */
  onTabChange: (tab: VideoUrlKind) => void;
  /** Saves a confirmed address; rejects on failure ('Failed to update URL. Please try again.'). */
  onSave: (kind: VideoUrlKind, url: string) => Promise<void>;
  /** Where the back link leads (/live). */
  backHref: string;
  /** Opens an address in a new tab. @default window.open with noopener */
  onPreview?: (url: string) => void;
  /** The page heading's element: the app header holds the h1. @default 'h2' */
  titleAs?: 'h1' | 'h2';
  /** The visible texts. @default defaultVideoContentAdminTexts */
  texts?: Partial<VideoContentAdminTexts>;
}

/**
 * Video Content Administration (spec 2 §2.4, §4, §5): two tabs, Live Stream URL and Welcome
 * Message URL, each with the current address, a new address with Preview, Save Changes behind
 * the 'Confirm URL Change' dialog (type confirm), Cancel, and a success or failure banner.
 */
export function VideoContentAdmin({
  status,
  onRetry,
  current,
  activeTab,
  onTabChange,
  onSave,
  backHref,
  onPreview = openInNewTab,
  titleAs: Title = 'h2',
  texts: textsProp,
  className,
  ...props
}: VideoContentAdminProps) {
  const texts = useVideoContentAdminTexts(textsProp);
  const titleId = useId();

  const kinds: VideoUrlKind[] = ['live', 'welcome'];
  const body = (
    <ResourcePageState
      status={status}
      loading={<VideoContentAdminSkeleton label={texts.loading} />}
      texts={texts}
      onRetry={onRetry}
      titleAs="p"
    >
      {() => (
        <Tabs value={activeTab} onValueChange={(value) => onTabChange(value as VideoUrlKind)}>
          <TabsList>
            <TabsTrigger value="live">
              <Radio aria-hidden="true" />
              {texts.liveTab}
            </TabsTrigger>
            <TabsTrigger value="welcome">
              <Video aria-hidden="true" />
              {texts.welcomeTab}
            </TabsTrigger>
          </TabsList>
          {kinds.map((kind) => (
            // Both panels stay mounted, so a draft survives switching tabs; the inactive one is hidden.
            <TabsContent key={kind} value={kind} forceMount hidden={activeTab !== kind}>
              <VideoUrlPanel
                kind={kind}
                current={current[kind]}
                onSave={(url) => onSave(kind, url)}
                onPreview={onPreview}
                texts={texts}
              />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </ResourcePageState>
  );

  return (
    <div
      data-slot="video-content-admin"
      data-state={status}
      className={cn('flex w-full max-w-3xl min-w-0 flex-col gap-6 text-text', className)}
      {...props}
    >
      <Button href={backHref} variant="link" className="w-fit">
        <ArrowLeft aria-hidden="true" />
        {texts.back}
      </Button>
      <section aria-labelledby={titleId} className="flex flex-col gap-6">
        <header className="flex flex-col gap-1">
          <Title id={titleId} className="text-2xl leading-tight font-bold text-balance md:text-3xl">
            {texts.title}
          </Title>
          <p className="text-base text-text-muted">{texts.description}</p>
        </header>
        {body}
      </section>
    </div>
  );
}

function VideoUrlPanel({
  kind,
  current,
  onSave,
  onPreview,
  texts,
}: {
  kind: VideoUrlKind;
  current: string | null;
  onSave: (url: string) => Promise<void>;
  onPreview: (url: string) => void;
  texts: VideoContentAdminTexts;
}) {
  const form = useVideoUrlForm({
    current,
    onSave,
    onPreview,
    messages: { ...texts, saved: kind === 'live' ? texts.liveSaved : texts.welcomeSaved },
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const newTabId = useId();
  const currentId = useId();
  const hasCurrent = Boolean(current?.trim());

  const focusInputOn = (message: string | null) => {
    // The message is tied to the input: moving focus there makes screen readers read it.
    if (message) inputRef.current?.focus();
  };

  return (
    <Card className="p-5 md:p-6" data-slot="video-url-panel" data-kind={kind}>
      <span id={newTabId} hidden>
        {texts.opensInNewTab}
      </span>
      <p className="text-sm text-text-muted">
        {kind === 'live' ? texts.liveDescription : texts.welcomeDescription}
      </p>
      <div className="flex flex-col gap-1.5">
        <p id={currentId} className="text-sm font-medium">
          {texts.currentUrl}
        </p>
        <div
          aria-labelledby={currentId}
          role="group"
          className="flex min-h-12 items-center gap-2 rounded-md border border-border bg-surface-sunken py-1 ps-3 pe-1"
        >
          <span
            data-slot="video-url-current"
            data-empty={!hasCurrent || undefined}
            className="min-w-0 flex-1 font-mono text-sm break-all data-empty:font-sans data-empty:text-text-muted data-empty:italic"
          >
            {hasCurrent ? current : texts.notSet}
          </span>
          {hasCurrent && current && isHttpsUrl(current) ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={texts.previewCurrent}
              onClick={() => onPreview(current.trim())}
            >
              <ExternalLink aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </div>
      <form
        noValidate
        className="flex flex-col gap-4"
        // Save Changes handles Enter (the browser clicks the default button); the confirmation
        // dialog's own form also bubbles its submit here through the React tree.
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          ref={inputRef}
          label={kind === 'live' ? texts.newLiveUrl : texts.newWelcomeUrl}
          description={texts.urlHint}
          error={form.error}
          // Not type="url": browsers strip its spaces, and the spec's 'No changes detected' rule
          // compares the typed text with the saved address.
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={texts.urlPlaceholder}
          value={form.draft}
          onChange={(event) => form.setDraft(event.target.value)}
        />
        {form.result ? (
          <Banner variant={form.result.variant} data-slot="video-url-result">
            {form.result.message}
          </Banner>
        ) : null}
        <div className="flex flex-col gap-2 md:flex-row md:items-center">
          <Button
            variant="outline"
            aria-describedby={newTabId}
            onClick={() => focusInputOn(form.preview())}
          >
            <ExternalLink aria-hidden="true" />
            {texts.preview}
          </Button>
          <Button variant="ghost" className="md:ms-auto" onClick={form.reset}>
            {texts.cancel}
          </Button>
          <ConfirmDialog
            open={form.dialogOpen}
            onOpenChange={form.setDialogOpen}
            onConfirm={form.confirm}
            requireTypedConfirmation
            typedConfirmationMessage={texts.confirmRequired}
            typedConfirmationLabel={texts.confirmWordLabel}
            title={texts.confirmTitle}
            description={
              kind === 'live' ? texts.confirmLiveDescription : texts.confirmWelcomeDescription
            }
            confirmLabel={texts.confirm}
            busyLabel={texts.saving}
            cancelLabel={texts.cancel}
            // The trigger is Save Changes, so Radix returns focus to it when the dialog closes.
            trigger={
              <button
                type="submit"
                data-slot="video-url-save"
                // aria-disabled rather than disabled: it stays focusable, so focus can come back
                // to it after a save that leaves the input equal to the saved address.
                aria-disabled={form.saveDisabled || undefined}
                className={buttonVariants()}
                onClick={(event) => {
                  // Stops both the form submission and Radix opening the dialog on its own.
                  event.preventDefault();
                  focusInputOn(form.requestSave());
                }}
              >
                {texts.saveChanges}
              </button>
            }
          >
            <div className="flex flex-col gap-1">
              <p className="text-sm font-medium">{texts.confirmNewUrl}</p>
              <p className="rounded-md bg-surface-sunken px-3 py-2 font-mono text-sm break-all">
                {form.draft.trim()}
              </p>
            </div>
          </ConfirmDialog>
        </div>
      </form>
    </Card>
  );
}

/** The page's shape while its request runs. */
function VideoContentAdminSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} data-slot="video-content-admin-skeleton">
      <div className="flex flex-col gap-4">
        <div className="flex gap-4">
          <Skeleton className="h-8" width="w-32" />
          <Skeleton className="h-8" width="w-40" />
        </div>
        <div className="flex flex-col gap-4 rounded-lg border border-border p-6">
          <Skeleton shape="text" width="w-2/3" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-10 w-full" />
          <div className="flex justify-end gap-2">
            <Skeleton className="h-10" width="w-24" />
            <Skeleton className="h-10" width="w-32" />
          </div>
        </div>
      </div>
    </SkeletonGroup>
  );
}
