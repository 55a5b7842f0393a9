import { BRAND_FONTS, BRANDING_PRODUCT_NAME_MAX } from '@lp/contract';
import type { BrandingSettings, BrandingVersion } from '@lp/contract/api';
import {
  Banner,
  Button,
  Select,
  SelectItem,
  Skeleton,
  SkeletonGroup,
  TextField,
  fontStack,
  formattersFor,
  useLocale,
  type BrandInput,
} from '@lp/ui';
import { RotateCcw } from '@lp/ui/icons';
import { useMemo, useRef, useState, type ComponentProps } from 'react';
import { AdminListPage, headingLevels } from '../admin-list-page';
import { UniversityPicker } from '../university-portal/university-picker';
import { BrandColours } from './brand-colours';
import { BrandPreview, type BrandPreviewProps } from './brand-preview';
import { useBrandingEditorTexts, type BrandingEditorTexts } from './branding-editor-texts';
import { BrandingHistory } from './branding-history';
import { ContrastReport } from './contrast-report';
import { LogoField } from './logo-field';
import {
  previewColours,
  useBrandingDraft,
  validateBranding,
  type BrandingErrors,
  type BrandingField,
} from './use-branding-draft';

export interface BrandingEditorPageProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The branding's request: loading shows skeletons, error the message with Try again. */
  status: 'loading' | 'error' | 'ready';
  /** Try again in the error state. Without it no button shows. */
  onRetry?: () => void;
  /** The universities the user may edit; with one (a university_admin) its name shows instead of a picker. */
  universities: ReadonlyArray<{ id: string; name: string }>;
  universityId: string;
  /** The app loads that university's branding; the draft starts again from the new `stored`. */
  onUniversityChange: (id: string) => void;
  /** The saved branding: the draft starts from it and Reset returns to it. */
  stored: BrandingSettings | null;
  /** Newest first; the first is the stored branding once saved. */
  versions: readonly BrandingVersion[];
  /** Saves; rejects with Error(message), with `field` naming a settings key when one is at fault. */
  onSave: (settings: BrandingSettings) => Promise<void>;
  /** Uploads a logo and resolves with its address; rejects with Error(message). */
  onUploadLogo: (file: File) => Promise<string>;
  /** Restores a version (after the confirmation dialog). */
  onRestore: (versionId: string) => Promise<void>;
  /** BCP 47 locale of the versions' dates. @default the page's language */
  locale?: string;
  /** Time zone of the versions' dates. @default the browser's */
  timeZone?: string;
  /** The page heading's element: the app header holds the h1. @default 'h2' */
  titleAs?: 'h1' | 'h2';
  /** The visible texts. @default defaultBrandingEditorTexts */
  texts?: Partial<BrandingEditorTexts>;
  /** How the preview starts (stories: a width, a mode, the app screen). */
  previewDefaults?: Pick<BrandPreviewProps, 'defaultWidth' | 'defaultMode' | 'defaultScreen'>;
  /** The version whose restore dialog starts open (stories). */
  defaultRestoreConfirming?: string;
}

/** An error of onSave: its message, and the settings key it concerns when there is one. */
function refusalOf(error: unknown): { message?: string; field?: BrandingField } {
  if (!(error instanceof Error)) return {};
  const field = (error as Error & { field?: unknown }).field;
  return {
    message: error.message || undefined,
    field: typeof field === 'string' ? (field as BrandingField) : undefined,
  };
}

/**
 * The branding editor (/admin/branding, spec 2 §2.13): a university's product name, colours,
 * font and logo, with a live preview of the real screens in that brand, a report of what the
 * contrast engine changed, and the saved versions. Save and Reset follow spec 2 §4.
 */
export function BrandingEditorPage({
  status,
  onRetry,
  universities,
  universityId,
  onUniversityChange,
  stored,
  versions,
  onSave,
  onUploadLogo,
  onRestore,
  locale,
  timeZone,
  titleAs: Title = 'h2',
  texts: textsProp,
  previewDefaults,
  defaultRestoreConfirming,
  ...props
}: BrandingEditorPageProps) {
  const texts = useBrandingEditorTexts(textsProp);
  const treeLocale = useLocale();
  const { Section } = headingLevels(Title);
  const { draft, base, dirty, setMany, reset } = useBrandingDraft(universityId, stored);
  const [saving, setSaving] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<{ message?: string; field?: BrandingField } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const formatDate = useMemo(() => {
    const format = formattersFor(locale ?? treeLocale);
    return (iso: string) => format.date(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  }, [locale, treeLocale, timeZone]);

  // A university switch or a new stored branding starts a fresh draft: forget the old messages.
  const [draftKey, setDraftKey] = useState({ universityId, stored });
  if (draftKey.universityId !== universityId || draftKey.stored !== stored) {
    setDraftKey({ universityId, stored });
    setAttempted(false);
    setRefusal(null);
  }

  const errors = validateBranding(draft, texts.colourLabels);
  // A field's message shows once it differs from the stored value, or after a Save attempt.
  const shown: BrandingErrors = {};
  for (const key of Object.keys(errors) as BrandingField[]) {
    if (attempted || draft[key] !== base[key]) shown[key] = errors[key];
  }
  if (refusal?.field && refusal.message) shown[refusal.field] ??= refusal.message;

  const { primary, secondary, accent } = previewColours(draft, base);
  const brand = useMemo<BrandInput>(
    () => ({ primary, secondary, accent, fontFamily: draft.fontFamily }),
    [primary, secondary, accent, draft.fontFamily],
  );

  const change = (values: Partial<BrandingSettings>) => {
    if (refusal) setRefusal(null);
    setMany(values);
  };

  const save = async () => {
    if (saving || !dirty) return;
    setAttempted(true);
    if (Object.keys(errors).length > 0) {
      // Move to the first field at fault, so its message is read.
      requestAnimationFrame(() =>
        form.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus(),
      );
      return;
    }
    setSaving(true);
    setRefusal(null);
    try {
      await onSave({
        ...draft,
        productName: draft.productName.trim(),
        primaryColor: draft.primaryColor.trim(),
        secondaryColor: draft.secondaryColor.trim(),
        accentColor: draft.accentColor.trim(),
        logoUrl: draft.logoUrl.trim(),
      });
    } catch (error) {
      const found = refusalOf(error);
      setRefusal({ ...found, message: found.message ?? texts.saveFailed });
    } finally {
      setSaving(false);
    }
  };

  const skeleton = <BrandingEditorSkeleton label={texts.loading} />;
  // The editor, drawn once the stored branding is in.
  const editor = () => (
    <div
      data-slot="branding-editor-content"
      className="grid min-w-0 gap-8 xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]"
    >
      <div className="flex min-w-0 flex-col gap-6">
        <form
          ref={form}
          noValidate
          aria-label={texts.title}
          className="flex min-w-0 flex-col gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextField
            label={texts.productName}
            description={texts.productNameDescription}
            value={draft.productName}
            maxLength={BRANDING_PRODUCT_NAME_MAX}
            required
            disabled={saving}
            error={shown.productName}
            onChange={(event) => change({ productName: event.target.value })}
          />
          <BrandColours
            draft={draft}
            errors={shown}
            onChange={change}
            disabled={saving}
            texts={texts}
          />
          <Select
            label={texts.font}
            value={draft.fontFamily}
            onValueChange={(fontFamily) => change({ fontFamily })}
            error={shown.fontFamily}
            disabled={saving}
          >
            {BRAND_FONTS.map((font) => (
              // Each font shows in itself; the six are the app's own files (fonts.css).
              <SelectItem
                key={font.name}
                value={font.name}
                style={{ fontFamily: fontStack(font.name) }}
              >
                {font.name}
              </SelectItem>
            ))}
          </Select>
          <LogoField
            value={draft.logoUrl}
            onChange={(logoUrl) => change({ logoUrl })}
            error={shown.logoUrl}
            onUpload={onUploadLogo}
            disabled={saving}
            texts={texts}
          />
          {refusal?.message && !refusal.field ? (
            <Banner variant="error" data-slot="branding-save-error">
              {refusal.message}
            </Banner>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={!dirty} loading={saving} loadingText={texts.saving}>
              {texts.save}
            </Button>
            {dirty ? (
              <Button
                variant="outline"
                disabled={saving}
                onClick={() => {
                  reset();
                  setAttempted(false);
                  setRefusal(null);
                }}
              >
                <RotateCcw aria-hidden="true" />
                {texts.reset}
              </Button>
            ) : null}
            <span role="status" className="text-sm text-text-muted">
              {dirty && !saving ? texts.unsaved : null}
            </span>
          </div>
        </form>
        <BrandingHistory
          versions={versions}
          onRestore={onRestore}
          formatDate={formatDate}
          disabled={saving}
          defaultConfirming={defaultRestoreConfirming}
          texts={texts}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <BrandPreview
          brand={brand}
          productName={draft.productName}
          logoUrl={errors.logoUrl ? '' : draft.logoUrl.trim()}
          texts={texts}
          {...previewDefaults}
        />
        <ContrastReport brand={brand} texts={texts} headingAs={Section} />
      </div>
    </div>
  );

  return (
    <AdminListPage
      data-slot="branding-editor"
      data-dirty={dirty || undefined}
      status={status}
      title={texts.title}
      intro={texts.intro}
      titleAs={Title}
      actions={
        <UniversityPicker
          universities={universities}
          universityId={universityId}
          onUniversityChange={onUniversityChange}
          label={texts.university}
          slot="branding-editor-university"
          disabled={saving}
        />
      }
      loading={skeleton}
      texts={texts}
      onRetry={onRetry}
      {...props}
    >
      {() => (stored === null ? skeleton : editor())}
    </AdminListPage>
  );
}

/** The editor's shape while its request runs: the fields, then the preview. */
function BrandingEditorSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} data-slot="branding-editor-skeleton">
      <div className="grid gap-8 xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <div key={i} className="flex flex-col gap-2">
              <Skeleton shape="text" width="w-32" />
              <Skeleton className="h-10" width="w-full" />
            </div>
          ))}
        </div>
        <div className="flex flex-col gap-4">
          <Skeleton className="h-6" width="w-40" />
          <Skeleton className="aspect-video" width="w-full" />
        </div>
      </div>
    </SkeletonGroup>
  );
}
