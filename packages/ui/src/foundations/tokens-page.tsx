import {
  breakpointTokens,
  fontTokens,
  motionTokens,
  radiusTokens,
  semanticColors,
  shadowTokens,
  sizeTokens,
  zTokens,
} from '@lp/tokens';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ColorRoleTable } from './color-role-table';
import { DocTable, type DocColumn } from './doc-table';
import { roleContrastRows } from './role-contrast';
import { ThemeScope } from './theme-scope';
import { tokenRows, type TokenRow } from './token-rows';

/** Columns shared by every token table, with an optional sample column first. */
function tokenColumns(sample?: (row: TokenRow) => ReactNode): DocColumn<TokenRow>[] {
  return [
    { header: 'Token', rowHeader: true, cell: (row) => <code>{row.path}</code> },
    ...(sample ? [{ header: 'Sample', cell: sample }] : []),
    { header: 'Value', cell: (row) => <code>{row.css}</code> },
    { header: 'CSS variable', cell: (row) => <code className="text-xs">{row.cssVar}</code> },
  ];
}

function TokenTable({
  caption,
  rows,
  sample,
}: {
  caption: string;
  rows: TokenRow[];
  sample?: (row: TokenRow) => ReactNode;
}) {
  return (
    <DocTable
      caption={caption}
      columns={tokenColumns(sample)}
      rows={rows}
      rowKey={(row) => row.cssVar}
    />
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const SPACING_STEPS = [1, 2, 3, 4, 6, 8, 12, 16] as const;

/** A spacing step, measured in the browser: tokens/ has no spacing group, Tailwind's `--spacing` is the unit. */
function SpacingStep({ step }: { step: number }) {
  const bar = useRef<HTMLSpanElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => setWidth(bar.current?.getBoundingClientRect().width ?? null), []);
  return (
    <li className="flex items-center gap-3 text-sm">
      <code className="w-24 shrink-0">{`p-${step}, gap-${step}`}</code>
      <span
        ref={bar}
        aria-hidden="true"
        className="h-3 rounded-sm bg-primary"
        style={{ width: `calc(var(--spacing) * ${step})` }}
      />
      <span>{width === null ? '' : `${width}px`}</span>
    </li>
  );
}

/**
 * Every design token of `@lp/tokens`, as tables generated from the tokens themselves: colour
 * roles (light and dark, with contrast), type, spacing, radii, shadows, motion, layers,
 * breakpoints and the spec's sizes.
 */
export function TokensPage() {
  return (
    <div data-slot="tokens-page" className="grid gap-8 bg-surface p-4 font-sans text-text">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">Tokens</h1>
        <p className="text-text-muted">
          Generated from <code>@lp/tokens</code> (tokens/build/tokens.ts). Components use the
          semantic roles only (<code>bg-primary</code>, <code>text-text-muted</code>); the brand
          roles here are the default brand&apos;s, each brand&apos;s page shows its own.
        </p>
      </header>

      <Section id="tokens-colour" title="Colour roles">
        <div className="grid gap-4 xl:grid-cols-2">
          {(['light', 'dark'] as const).map((mode) => (
            <ThemeScope key={mode} mode={mode} className="rounded-lg border border-border p-3">
              <ColorRoleTable
                caption={`Colour roles, ${mode}`}
                rows={roleContrastRows(semanticColors[mode])}
              />
            </ThemeScope>
          ))}
        </div>
      </Section>

      <Section id="tokens-type" title="Type">
        <TokenTable
          caption="Font families"
          rows={tokenRows(fontTokens.family, 'font-family')}
          sample={(row) => <span style={{ fontFamily: row.css }}>Learning, together</span>}
        />
        <TokenTable
          caption="Type scale"
          rows={tokenRows(fontTokens.size, 'font-size', 'px')}
          sample={(row) => <span style={{ fontSize: row.css }}>Learning, together</span>}
        />
        <TokenTable
          caption="Font weights"
          rows={tokenRows(fontTokens.weight, 'font-weight')}
          sample={(row) => <span style={{ fontWeight: row.css }}>Learning, together</span>}
        />
      </Section>

      <Section id="tokens-spacing" title="Spacing">
        <p className="text-sm">
          Spacing is Tailwind&apos;s scale: every step is one <code>--spacing</code> unit, so{' '}
          <code>p-4</code> is four units. The widths below are measured in this browser.
        </p>
        <ul className="grid gap-2">
          {SPACING_STEPS.map((step) => (
            <SpacingStep key={step} step={step} />
          ))}
        </ul>
      </Section>

      <Section id="tokens-shape" title="Radii and shadows">
        <TokenTable
          caption="Radii"
          rows={tokenRows(radiusTokens, 'radius', 'px')}
          sample={(row) => (
            <span
              aria-hidden="true"
              className="block size-10 border-2 border-border-strong bg-surface-raised"
              style={{ borderRadius: row.css }}
            />
          )}
        />
        <TokenTable
          caption="Shadows"
          rows={tokenRows(shadowTokens, 'shadow')}
          sample={(row) => (
            <span
              aria-hidden="true"
              className="block size-10 rounded-md bg-surface-raised"
              style={{ boxShadow: row.css }}
            />
          )}
        />
      </Section>

      <Section id="tokens-motion" title="Motion">
        <TokenTable
          caption="Durations"
          rows={tokenRows(motionTokens.duration, 'motion-duration', 'ms')}
        />
        <TokenTable caption="Easings" rows={tokenRows(motionTokens.easing, 'motion-easing')} />
        <TokenTable
          caption="Delays (the spec's timings)"
          rows={tokenRows(motionTokens.delay, 'motion-delay', 'ms')}
        />
      </Section>

      <Section id="tokens-layout" title="Layers, breakpoints and sizes">
        <TokenTable caption="Z-index layers" rows={tokenRows(zTokens, 'z')} />
        <TokenTable caption="Breakpoints" rows={tokenRows(breakpointTokens, 'breakpoint', 'px')} />
        <TokenTable caption="Sizes (the spec's)" rows={tokenRows(sizeTokens, 'size', 'px')} />
      </Section>
    </div>
  );
}
