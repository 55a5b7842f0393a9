import { BRAND_PALETTE_NAMES } from '@lp/contract';
import type { BrandingSettings } from '@lp/contract/api';
import { Button, ColorField, brandFromTokens } from '@lp/ui';
import { useId } from 'react';
import type { BrandColourKey, BrandingEditorTexts } from './branding-editor-texts';
import { BRAND_COLOUR_KEYS, type BrandingErrors } from './use-branding-draft';

/** The spec's six palettes (spec 2 §9) by their tokens/brands id. */
const paletteId = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

/** A palette's three colours, from tokens/brands, as the editor stores them. */
export function paletteColours(name: string): Pick<BrandingSettings, BrandColourKey> {
  const brand = brandFromTokens(paletteId(name));
  return {
    primaryColor: brand.primary.toUpperCase(),
    secondaryColor: brand.secondary.toUpperCase(),
    accentColor: brand.accent.toUpperCase(),
  };
}

export interface BrandColoursProps {
  draft: BrandingSettings;
  errors: BrandingErrors;
  onChange: (values: Partial<BrandingSettings>) => void;
  disabled?: boolean;
  texts: BrandingEditorTexts;
}

/** Primary, secondary and accent (picker, hex text, copy) and the six quick palettes. */
export function BrandColours({ draft, errors, onChange, disabled, texts }: BrandColoursProps) {
  const palettesLabel = useId();
  return (
    <fieldset data-slot="brand-colours" className="flex min-w-0 flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold">{texts.colours}</legend>
      {BRAND_COLOUR_KEYS.map((key) => (
        <ColorField
          key={key}
          label={texts.colourLabels[key]}
          value={draft[key]}
          onValueChange={(value) => onChange({ [key]: value })}
          error={errors[key]}
          copyLabel={texts.copy}
          copiedLabel={texts.copied}
          disabled={disabled}
          maxLength={7}
        />
      ))}
      <div role="group" aria-labelledby={palettesLabel} className="flex flex-col gap-2">
        <span id={palettesLabel} className="text-sm font-medium">
          {texts.palettes}
        </span>
        <ul className="grid grid-cols-2 gap-2 md:grid-cols-3">
          {BRAND_PALETTE_NAMES.map((name) => {
            const colours = paletteColours(name);
            return (
              <li key={name}>
                <Button
                  variant="outline"
                  size="sm"
                  wrap
                  disabled={disabled}
                  aria-label={texts.usePalette(texts.paletteNames[name])}
                  data-slot="brand-palette"
                  className="w-full"
                  onClick={() => onChange(colours)}
                >
                  <span aria-hidden="true" className="flex shrink-0">
                    {BRAND_COLOUR_KEYS.map((key) => (
                      <span
                        key={key}
                        className="-me-1 size-4 rounded-full border border-border-strong"
                        // The palette's own colours are data, not theme roles.
                        style={{ backgroundColor: colours[key] }}
                      />
                    ))}
                  </span>
                  <span className="ms-1 text-start">{texts.paletteNames[name]}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
    </fieldset>
  );
}
