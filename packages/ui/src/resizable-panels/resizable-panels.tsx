import { sizeTokens } from '@lp/tokens';
import { useRef } from 'react';
import type { ComponentProps } from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { useDirection } from '../direction';
import { cn } from '../lib/cn';
import { swapHomeEndInRtl } from './home-end-in-rtl';

/** The spec's panel widths in px (spec 1 §5, §9): left outline, right AI companion, study panel. */
export const PANEL_PRESETS = {
  left: sizeTokens.panel.left,
  right: sizeTokens.panel.right,
  study: sizeTokens.panel.study,
} as const;
export type PanelPreset = keyof typeof PANEL_PRESETS;

/** A width clamped into a panel's pixel range (spec 1 §5: left 250-500, right 300-600, study 250-500). */
export function clampPanelSize(size: number, preset: PanelPreset | { min: number; max: number }) {
  const { min, max } = typeof preset === 'string' ? PANEL_PRESETS[preset] : preset;
  return Math.min(max, Math.max(min, Math.round(size)));
}

/** Panel id -> width in px. */
export type PanelSizes = Record<string, number>;

/** Percentages of a group (what the library reports) as px of its panel space (its size less the separators). */
export function layoutToPixels(
  layout: Record<string, number>,
  groupSize: number,
  separatorsSize = 0,
): PanelSizes {
  const space = Math.max(0, groupSize - separatorsSize);
  return Object.fromEntries(
    Object.entries(layout).map(([id, percent]) => [id, Math.round((percent / 100) * space)]),
  );
}

export interface ResizablePanelGroupProps extends Omit<
  ComponentProps<typeof Group>,
  'onLayoutChanged' | 'orientation'
> {
  /**
   * Called once a resize ends (pointer released, key pressed, panel collapsed) with every
   * panel's width in px, so the caller may remember them.
   */
  onSizesChange?: (sizes: PanelSizes, meta: { isUserInteraction: boolean }) => void;
  /** `horizontal` lays panels side by side. @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
}

/** A row of panels whose widths the user drags or sets with the keyboard (lesson player, spec 1 §2.7). */
export function ResizablePanelGroup({
  onSizesChange,
  orientation = 'horizontal',
  className,
  ...props
}: ResizablePanelGroupProps) {
  const element = useRef<HTMLDivElement | null>(null);
  const toPixels = (layout: Record<string, number>) => {
    const group = element.current;
    if (!group) return {};
    const horizontal = orientation === 'horizontal';
    const measure = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return horizontal ? rect.width : rect.height;
    };
    const separators = Array.from(group.children)
      .filter((child) => child.hasAttribute('data-separator'))
      .reduce((sum, child) => sum + measure(child), 0);
    return layoutToPixels(layout, measure(group), separators);
  };
  return (
    <Group
      data-slot="resizable-panel-group"
      elementRef={element}
      orientation={orientation}
      className={cn('flex h-full w-full font-sans text-text', className)}
      onLayoutChanged={(layout, meta) =>
        onSizesChange?.(toPixels(layout), { isUserInteraction: meta.isUserInteraction })
      }
      {...props}
    />
  );
}

export interface ResizablePanelProps extends Omit<ComponentProps<typeof Panel>, 'id'> {
  /** Names the panel in `onSizesChange` and stored layouts. */
  id: string;
  /** Takes the default, minimum and maximum widths of the spec (tokens `size.panel`). */
  preset?: PanelPreset;
  /** The starting width, e.g. a remembered one; clamped into the preset's range. Numbers are px. @default the preset's default */
  defaultSize?: number | string;
}

/** One panel of the group. Numbers for sizes are pixels. */
export function ResizablePanel({
  id,
  preset,
  defaultSize,
  minSize,
  maxSize,
  className,
  style,
  ...props
}: ResizablePanelProps) {
  const range = preset ? PANEL_PRESETS[preset] : undefined;
  const start =
    range && typeof defaultSize === 'number'
      ? clampPanelSize(defaultSize, range)
      : (defaultSize ?? range?.default);
  return (
    <Panel
      data-slot="resizable-panel"
      id={id}
      defaultSize={start}
      minSize={minSize ?? range?.min}
      maxSize={maxSize ?? range?.max}
      // A flex item will not shrink below its content unless it clips: a collapsed panel must reach 0.
      style={{ overflow: 'hidden', ...style }}
      className={cn('h-full min-w-0 overflow-auto', className)}
      {...props}
    />
  );
}

export interface ResizableHandleProps extends ComponentProps<typeof Separator> {
  /** The separator's accessible name, such as 'Resize course outline'. */
  'aria-label': string;
  /** Shows a grip on the line. @default true */
  withGrip?: boolean;
}

/**
 * The draggable line between two panels: a focusable `separator` with aria-valuenow/min/max;
 * arrows and the pointer move it the way they point (the library reads the page's direction),
 * Home and End give the panel before it its smallest and largest size (also right to left),
 * Enter collapses or restores a collapsible panel.
 */
export function ResizableHandle({ withGrip = true, className, ...props }: ResizableHandleProps) {
  const direction = useDirection();
  return (
    <Separator
      data-slot="resizable-handle"
      onKeyDownCapture={(event) => swapHomeEndInRtl(event, direction)}
      className={cn(
        'group/handle relative flex w-px shrink-0 items-center justify-center bg-border outline-none',
        'after:absolute after:inset-y-0 after:-start-1.5 after:w-3 after:content-[""]',
        'hover:bg-primary data-[separator=active]:bg-primary data-[separator=hover]:bg-primary',
        'focus-visible:bg-ring focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'transition-colors duration-150 motion-reduce:transition-none',
        'forced-colors:bg-[CanvasText] forced-colors:focus-visible:outline-[Highlight]',
        className,
      )}
      {...props}
    >
      {withGrip ? (
        <span
          aria-hidden="true"
          className="z-10 flex h-8 w-2 items-center justify-center rounded-sm border border-border-strong bg-surface-raised"
        >
          <span className="h-4 w-px bg-border-strong" />
        </span>
      ) : null}
    </Separator>
  );
}
