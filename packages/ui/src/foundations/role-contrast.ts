import { semanticColors, type ColorMode } from '@lp/tokens';
import { contrast } from '../theme/color-math';
import { CONTRAST, type BrandVars } from '../theme/derive-brand-theme';

/** Every colour role of one mode by name without the prefix (`primary`, `on-primary`, `surface`...). */
export type RoleColors = Readonly<Record<string, string>>;

/** One colour role as a documentation row: its value and how far it stands out from what it must. */
export interface RoleContrastRow {
  role: string;
  /** The CSS variable that carries the role. */
  cssVar: `--lp-color-${string}`;
  value: string;
  /** The roles it is measured against; empty for a role with no contrast duty. */
  against: string[];
  /** The lowest WCAG contrast against those roles, rounded down to two decimals; null when none. */
  contrast: number | null;
  /** The WCAG 2.2 AA minimum it must reach; null when decorative. */
  target: number | null;
  /** What the role is for, in a few words. */
  use: string;
}

const PAGE_SURFACES = ['surface', 'surface-raised', 'surface-sunken'] as const;
const FILLS = ['primary', 'secondary', 'accent'] as const;
const STATUSES = ['success', 'warning', 'danger', 'info'] as const;

interface Duty {
  against: readonly string[];
  target: number | null;
  use: string;
}

/**
 * What each role must stand out from, and how much: the pairs the theme engine promises
 * (docs/theming.md) plus those of the semantic tokens. A role not named here is reported
 * with no duty rather than guessed at.
 */
function dutyOf(role: string, roles: RoleColors): Duty {
  const fill = FILLS.find((name) => role === name || role === `${name}-hover`);
  if (fill && role === fill)
    return { against: PAGE_SURFACES, target: CONTRAST.ui, use: 'Fill (buttons, badges)' };
  if (fill) return { against: [`on-${fill}`], target: CONTRAST.text, use: 'Fill on hover' };
  const onOf = /^on-(.+)$/.exec(role)?.[1];
  if (onOf && onOf in roles)
    return {
      against: [onOf, `${onOf}-hover`].filter((name) => name in roles),
      target: CONTRAST.text,
      use: `Text and icons on ${onOf}`,
    };
  const status = STATUSES.find((name) => role === name || role === `${name}-subtle`);
  if (status && role === status)
    return { against: PAGE_SURFACES, target: CONTRAST.text, use: 'Status text and fills' };
  if (status) return { against: ['text', status], target: CONTRAST.text, use: 'Status background' };
  if (/^brand-\d+$/.test(role))
    return { against: [], target: null, use: 'Decorative ramp (charts), not for text' };

  const duties: Record<string, Duty> = {
    'primary-text': {
      against: [...PAGE_SURFACES, 'primary-subtle'],
      target: CONTRAST.text,
      use: 'Brand-coloured text and links',
    },
    'primary-subtle': {
      against: ['text', 'primary-text'],
      target: CONTRAST.text,
      use: 'Tinted background (selection, highlights)',
    },
    ring: { against: PAGE_SURFACES, target: CONTRAST.ui, use: 'Focus ring' },
    surface: { against: ['text', 'text-muted'], target: CONTRAST.text, use: 'Page background' },
    'surface-raised': {
      against: ['text', 'text-muted'],
      target: CONTRAST.text,
      use: 'Cards, panels, menus',
    },
    'surface-sunken': {
      against: ['text', 'text-muted'],
      target: CONTRAST.text,
      use: 'Wells, inputs, table stripes',
    },
    'surface-inverse': {
      against: ['text-inverse'],
      target: CONTRAST.text,
      use: 'Inverted background (tooltips)',
    },
    text: { against: PAGE_SURFACES, target: CONTRAST.text, use: 'Body text' },
    'text-muted': { against: PAGE_SURFACES, target: CONTRAST.text, use: 'Secondary text' },
    'text-inverse': { against: ['surface-inverse'], target: CONTRAST.text, use: 'Inverted text' },
    'border-strong': {
      against: PAGE_SURFACES,
      target: CONTRAST.ui,
      use: 'Borders that identify a control (inputs)',
    },
    border: {
      against: ['surface'],
      target: null,
      use: 'Dividers; decorative, so no minimum (controls use border-strong)',
    },
    backdrop: { against: [], target: null, use: 'Scrim behind dialogs (translucent)' },
  };
  return duties[role] ?? { against: [], target: null, use: '' };
}

/**
 * The lowest contrast of `color` against `against`, rounded DOWN to two decimals: a figure
 * shown as 4.5 must really reach 4.5 (4.497 would round up to a pass it does not make).
 */
function lowestContrast(color: string, against: readonly string[], roles: RoleColors) {
  const backgrounds = against.map((name) => roles[name]).filter((value) => value !== undefined);
  if (backgrounds.length === 0) return null;
  return Math.floor(Math.min(...backgrounds.map((bg) => contrast(color, bg))) * 100) / 100;
}

/** One row per role of `names` (all of `roles` by default), in the order given. */
export function roleContrastRows(
  roles: RoleColors,
  names: readonly string[] = Object.keys(roles),
): RoleContrastRow[] {
  return names.flatMap((role) => {
    const value = roles[role];
    if (value === undefined) return [];
    const duty = dutyOf(role, roles);
    const measured = lowestContrast(value, duty.against, roles);
    return [
      {
        role,
        cssVar: `--lp-color-${role}` as const,
        value,
        against: measured === null ? [] : [...duty.against],
        contrast: measured,
        target: duty.target,
        use: duty.use,
      },
    ];
  });
}

/** The colour roles a theme's variables set, by role name (font and other variables left out). */
export function colorRolesOf(vars: BrandVars): Record<string, string> {
  return Object.fromEntries(
    Object.entries(vars).flatMap(([name, value]) =>
      name.startsWith('--lp-color-') ? [[name.slice('--lp-color-'.length), value]] : [],
    ),
  );
}

/** Every colour of a page in `mode` wearing a brand: the semantic tokens, with the brand's roles over them. */
export function pageColors(mode: ColorMode, brandVars?: BrandVars): Record<string, string> {
  return { ...semanticColors[mode], ...(brandVars ? colorRolesOf(brandVars) : {}) };
}

/** Whether a row reaches its target (true when it has none). */
export function meetsTarget(row: Pick<RoleContrastRow, 'contrast' | 'target'>): boolean {
  return row.target === null || row.contrast === null || row.contrast >= row.target;
}
