import type { IconNode } from 'lucide';
import {
  createElement,
  forwardRef,
  type ForwardRefExoticComponent,
  type RefAttributes,
  type SVGProps,
} from 'react';

/**
 * The one way an icon mirrors on a right-to-left page (`<html dir="rtl">` or any `dir="rtl"`
 * above it). Tailwind v4's `scale` is its own CSS property, so a `rotate-180` on the same icon
 * (an open disclosure) still composes with it.
 */
export const MIRROR_IN_RTL = 'rtl:-scale-x-100';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Width and height, as an SVG length. @default 24 (a size class on the icon usually sets it) */
  size?: number | string;
}

export type IconComponent = ForwardRefExoticComponent<IconProps & RefAttributes<SVGSVGElement>>;

/**
 * The one way a lucide icon reaches the screen: the drawing comes from the `lucide` package's
 * data, the `<svg>` around it from here. lucide-react's own component cost every page 1.2 kB
 * of script (its context, class builder and attribute renaming) for the few props ui uses
 * (decision 0026).
 */
export function createIcon(node: IconNode, mirrorClass?: typeof MIRROR_IN_RTL): IconComponent {
  return forwardRef<SVGSVGElement, IconProps>(function Icon(
    { size = 24, strokeWidth = 2, className, children, ...props },
    ref,
  ) {
    // An icon is a picture beside its control's name: hidden from assistive technology unless
    // it is given a name or a role of its own (as lucide-react did).
    const named = Object.entries(props).some(
      ([prop, value]) =>
        value != null && (prop.startsWith('aria-') || prop === 'role' || prop === 'title'),
    );
    const classes = [mirrorClass, className].filter(Boolean).join(' ');
    return (
      <svg
        ref={ref}
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={named ? undefined : 'true'}
        className={classes || undefined}
        data-mirror={mirrorClass ? 'rtl' : undefined}
        {...props}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
        {children}
      </svg>
    );
  });
}
