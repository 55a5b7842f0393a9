import { deriveBrandTheme, useFormat, type BrandInput } from '@lp/ui';
import { useId, useMemo } from 'react';
import type { BrandingEditorTexts, ColorMode } from './branding-editor-texts';
import { adjustmentSentences } from './contrast-sentences';

export interface ContrastReportProps {
  brand: BrandInput;
  texts: BrandingEditorTexts;
  /** The heading's element. @default 'h3' */
  headingAs?: 'h2' | 'h3';
}

const MODES: readonly ColorMode[] = ['light', 'dark'];

/**
 * Every colour the theme engine moved to keep WCAG AA, in words and figures, light and dark:
 * a university learns that its yellow is shown as olive, and why.
 */
export function ContrastReport({ brand, texts, headingAs: Heading = 'h3' }: ContrastReportProps) {
  const titleId = useId();
  const format = useFormat();
  const sentences = useMemo(
    () => adjustmentSentences(deriveBrandTheme(brand).adjustments, texts, format),
    [brand, texts, format],
  );
  const Group = Heading === 'h2' ? 'h3' : 'h4';
  return (
    <section
      data-slot="contrast-report"
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-4"
    >
      <Heading id={titleId} className="text-lg font-semibold">
        {texts.report}
      </Heading>
      <p className="text-sm text-text-muted">{texts.reportIntro}</p>
      {sentences.length === 0 ? (
        <p data-slot="contrast-report-none" className="font-medium">
          {texts.reportNone}
        </p>
      ) : (
        MODES.map((mode) => {
          const inMode = sentences.filter((each) => each.mode === mode);
          return (
            <div key={mode} data-mode={mode} className="flex flex-col gap-2">
              <Group className="font-semibold">{texts.reportGroup[mode]}</Group>
              {inMode.length === 0 ? (
                <p className="text-sm">{texts.reportModeNone}</p>
              ) : (
                <ul className="flex flex-col gap-3">
                  {inMode.map((each) => (
                    <li
                      key={`${each.mode}-${each.role}`}
                      data-slot="contrast-adjustment"
                      className="flex gap-3"
                    >
                      <span aria-hidden="true" className="flex shrink-0 gap-1 pt-0.5">
                        <Swatch colour={each.from} />
                        <Swatch colour={each.to} />
                      </span>
                      <span className="flex min-w-0 flex-col gap-0.5 text-sm">
                        <span className="break-words">{each.sentence}</span>
                        <span className="text-text-muted">{each.figures}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })
      )}
    </section>
  );
}

/** A colour chip beside its hex value; the value is data, so it is an inline style. */
export function Swatch({ colour }: { colour: string }) {
  return (
    <span
      data-slot="swatch"
      className="inline-block size-5 shrink-0 rounded-sm border border-border-strong"
      style={{ backgroundColor: colour }}
    />
  );
}
