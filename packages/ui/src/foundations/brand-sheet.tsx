import { Button } from '../button';
import { brandSheetData } from './brand-sheet-data';
import { ColorRoleTable } from './color-role-table';
import { Swatch } from './swatch';
import { ThemeScope } from './theme-scope';

export interface BrandSheetProps {
  /** A brand id of tokens/brands (`ocean-blue`, `northfield-university`...). */
  brandId: string;
}

/**
 * A built-in brand's documentation page: its inputs (three colours and a font), every colour
 * role the theme engine derives from them in light and dark, with contrast figures, and what
 * the engine had to adjust. Drawn in the brand itself whatever the toolbar's brand and mode.
 */
export function BrandSheet({ brandId }: BrandSheetProps) {
  const data = brandSheetData(brandId);
  const light = data.modes.find((mode) => mode.mode === 'light');
  return (
    <ThemeScope
      mode="light"
      brandVars={light?.vars}
      data-slot="brand-sheet"
      className="grid gap-6 rounded-lg p-4"
    >
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">{data.name}</h1>
        <p className="text-text-muted">
          {`Brand id `}
          <code>{data.id}</code>
          {` (tokens/brands/${data.id}.json). Every value below is derived by the theme engine from these inputs.`}
        </p>
      </header>

      <section aria-labelledby={`${data.id}-inputs`} className="grid gap-2">
        <h2 id={`${data.id}-inputs`} className="text-lg font-semibold">
          Inputs
        </h2>
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          {data.inputs.map((input) => (
            <div key={input.role} className="contents">
              <dt className="capitalize">{input.role}</dt>
              <dd className="flex items-center gap-2">
                <Swatch color={input.value} />
                <code>{input.value}</code>
              </dd>
            </div>
          ))}
          <dt>Font</dt>
          <dd>
            {`${data.font.family} `}
            <span className="text-text-muted">
              ({`id `}
              <code>{data.font.id}</code>)
            </span>
          </dd>
        </dl>
        <p className="text-xl">The quick brown fox jumps over the lazy dog.</p>
      </section>

      {data.modes.map((mode) => (
        <ThemeScope
          key={mode.mode}
          mode={mode.mode}
          brandVars={mode.vars}
          className={'grid gap-4 rounded-lg border border-border p-4'}
          aria-labelledby={`${data.id}-${mode.mode}`}
          role="region"
        >
          <h2 id={`${data.id}-${mode.mode}`} className="text-lg font-semibold capitalize">
            {`${mode.mode} mode`}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button variant="primary">Primary</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="outline">Outline</Button>
            <Button variant="link">Link</Button>
          </div>
          <ColorRoleTable caption={`${data.name}: colour roles, ${mode.mode}`} rows={mode.rows} />
          <div className="grid gap-1">
            <h3 className="font-semibold">Adjustments</h3>
            {mode.adjustments.length === 0 ? (
              <p className="text-sm">None: every colour reached its minimum as given.</p>
            ) : (
              <ul className="list-disc ps-5 text-sm">
                {mode.adjustments.map((sentence) => (
                  <li key={sentence}>{sentence}</li>
                ))}
              </ul>
            )}
          </div>
        </ThemeScope>
      ))}
    </ThemeScope>
  );
}
