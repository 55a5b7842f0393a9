import * as brandingEditorMessages from '@lp/locales/en/branding-editor';
import { contrast, deriveBrandTheme, useFormat, useMessages, type BrandInput } from '@lp/ui';
import { useMemo } from 'react';
import type { ColorMode } from './branding-editor-texts';
import { Swatch } from './contrast-report';

export interface DerivedThemeProps {
  brand: BrandInput;
  /** The page surface of each mode, the background each role's contrast is measured on. */
  surfaces: Record<ColorMode, string>;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Every colour role the theme engine derives from a brand, light and dark, with its contrast on the surface. */
export function DerivedTheme({ brand, surfaces }: DerivedThemeProps) {
  const theme = useMemo(() => deriveBrandTheme(brand), [brand]);
  const text = useMessages(brandingEditorMessages);
  const format = useFormat();
  return (
    <div data-slot="derived-theme" className="grid gap-6 lg:grid-cols-2">
      {(['light', 'dark'] as const).map((mode) => (
        <table key={mode} className="w-full border-collapse text-sm">
          <caption className="mb-2 text-start font-semibold">
            {text.derivedCaption({ mode, surface: surfaces[mode] })}
          </caption>
          <thead>
            <tr className="border-b border-border text-start">
              <th scope="col" className="py-1 text-start">
                {text.derivedRole}
              </th>
              <th scope="col" className="py-1 text-start">
                {text.derivedValue}
              </th>
              <th scope="col" className="py-1 text-end">
                {text.derivedOnSurface}
              </th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(theme[mode]).map(([name, value]) => (
              <tr key={name} className="border-b border-border">
                <th scope="row" className="py-1 text-start font-mono font-normal">
                  {name.replace('--lp-color-', '').replace('--lp-', '')}
                </th>
                <td className="py-1">
                  <span className="flex items-center gap-2 font-mono">
                    {HEX.test(value) ? <Swatch colour={value} /> : null}
                    <span className="break-all">{value}</span>
                  </span>
                </td>
                <td className="py-1 text-end font-mono">
                  {HEX.test(value)
                    ? text.derivedRatio({
                        value: format.number(contrast(value, surfaces[mode]), {
                          minimumFractionDigits: 2,
                          maximumFractionDigits: 2,
                        }),
                      })
                    : // eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a dash for no value
                      '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
