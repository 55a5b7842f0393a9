import {
  ArrowDownRight as ArrowDownRightGlyph,
  ArrowLeft as ArrowLeftGlyph,
  ArrowRight as ArrowRightGlyph,
  ArrowUpRight as ArrowUpRightGlyph,
  ChevronLeft as ChevronLeftGlyph,
  ChevronRight as ChevronRightGlyph,
  LogOut as LogOutGlyph,
  PanelLeftClose as PanelLeftCloseGlyph,
  PanelLeftOpen as PanelLeftOpenGlyph,
  Send as SendGlyph,
  TrendingDown as TrendingDownGlyph,
  TrendingUp as TrendingUpGlyph,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import { forwardRef } from 'react';

/**
 * The one way an icon mirrors on a right-to-left page (`<html dir="rtl">` or any `dir="rtl"`
 * above it). Tailwind v4's `scale` is its own CSS property, so a `rotate-180` on the same icon
 * (an open disclosure) still composes with it.
 */
export const MIRROR_IN_RTL = 'rtl:-scale-x-100';

/**
 * An icon that points along the line of text (back, next, previous, out of, send, a trend over
 * time), drawn the other way round in right-to-left. Media controls (play, skip, seek) keep
 * their direction, as a tape does, and are not wrapped.
 */
function mirrored(Glyph: LucideIcon): LucideIcon {
  const Mirrored = forwardRef<SVGSVGElement, LucideProps>(function Mirrored(
    { className, ...props },
    ref,
  ) {
    return (
      <Glyph
        ref={ref}
        data-mirror="rtl"
        className={className ? `${MIRROR_IN_RTL} ${className}` : MIRROR_IN_RTL}
        {...props}
      />
    );
  });
  Mirrored.displayName = Glyph.displayName;
  return Mirrored;
}

// Pure calls: a bundler drops the icons a page does not import.
export const ArrowDownRight = /* @__PURE__ */ mirrored(ArrowDownRightGlyph);
export const ArrowLeft = /* @__PURE__ */ mirrored(ArrowLeftGlyph);
export const ArrowRight = /* @__PURE__ */ mirrored(ArrowRightGlyph);
export const ArrowUpRight = /* @__PURE__ */ mirrored(ArrowUpRightGlyph);
export const ChevronLeft = /* @__PURE__ */ mirrored(ChevronLeftGlyph);
export const ChevronRight = /* @__PURE__ */ mirrored(ChevronRightGlyph);
export const LogOut = /* @__PURE__ */ mirrored(LogOutGlyph);
export const PanelLeftClose = /* @__PURE__ */ mirrored(PanelLeftCloseGlyph);
export const PanelLeftOpen = /* @__PURE__ */ mirrored(PanelLeftOpenGlyph);
export const Send = /* @__PURE__ */ mirrored(SendGlyph);
export const TrendingDown = /* @__PURE__ */ mirrored(TrendingDownGlyph);
export const TrendingUp = /* @__PURE__ */ mirrored(TrendingUpGlyph);
