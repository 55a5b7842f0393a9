import { ThemeFrame, type BrandInput } from '@lp/ui';
import { useId, useState } from 'react';
import type { BrandingEditorTexts, ColorMode } from './branding-editor-texts';
import { PreviewScreens, type PreviewScreen } from './preview-screens';
import { ToggleButtons } from './toggle-buttons';

/** The preview's widths (spec 2 §2.13) as the Storybook viewports measure them. */
export const PREVIEW_SIZES = {
  desktop: { width: 1280, height: 800 },
  tablet: { width: 768, height: 1024 },
  mobile: { width: 375, height: 812 },
} as const;
export type PreviewWidth = keyof typeof PREVIEW_SIZES;

export interface BrandPreviewProps {
  brand: BrandInput;
  productName: string;
  logoUrl: string;
  texts: BrandingEditorTexts;
  /** The width, mode and screen it starts with. */
  defaultWidth?: PreviewWidth;
  defaultMode?: ColorMode;
  defaultScreen?: PreviewScreen;
  /** Gets the frame's document (the contrast sweep measures inside it). */
  onFrameDocument?: (document: Document | null) => void;
}

/**
 * The live preview: the real sign-in page or app shell, drawn in the edited brand inside a
 * frame of its own at desktop, tablet or mobile width, light or dark, so the editor's own page
 * keeps its theme.
 */
export function BrandPreview({
  brand,
  productName,
  logoUrl,
  texts,
  defaultWidth = 'desktop',
  defaultMode = 'light',
  defaultScreen = 'sign-in',
  onFrameDocument,
}: BrandPreviewProps) {
  const [width, setWidth] = useState<PreviewWidth>(defaultWidth);
  const [mode, setMode] = useState<ColorMode>(defaultMode);
  const [screen, setScreen] = useState<PreviewScreen>(defaultScreen);
  const size = PREVIEW_SIZES[width];
  const titleId = useId();
  return (
    <section
      data-slot="brand-preview"
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3"
    >
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="text-lg font-semibold">
          {texts.preview}
        </h3>
        <p className="text-sm text-text-muted">{texts.previewDescription}</p>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <ToggleButtons
          label={texts.previewWidth}
          value={width}
          onValueChange={setWidth}
          options={(Object.keys(PREVIEW_SIZES) as PreviewWidth[]).map((value) => ({
            value,
            label: texts.widths[value],
          }))}
        />
        <ToggleButtons
          label={texts.previewMode}
          value={mode}
          onValueChange={setMode}
          options={(['light', 'dark'] as const).map((value) => ({
            value,
            label: texts.modes[value],
          }))}
        />
        <ToggleButtons
          label={texts.previewScreen}
          value={screen}
          onValueChange={setScreen}
          options={[
            { value: 'sign-in', label: texts.previewSignIn },
            { value: 'app', label: texts.previewApp },
          ]}
        />
      </div>
      <ThemeFrame
        brand={brand}
        mode={mode}
        width={size.width}
        height={size.height}
        title={texts.previewFrameTitle(texts.widths[width], texts.modes[mode])}
        onFrameDocument={onFrameDocument}
        className="rounded-md border border-border"
      >
        <PreviewScreens screen={screen} productName={productName} logoUrl={logoUrl} texts={texts} />
      </ThemeFrame>
    </section>
  );
}
