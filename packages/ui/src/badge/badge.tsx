import * as badgeMessages from '@lp/locales/en/ui-badge';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { useMessages } from '../i18n';
import { cn } from '../lib/cn';

export const badgeVariants = cva(
  [
    'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs whitespace-nowrap',
    'forced-colors:border-[CanvasText]',
    '[&_svg]:size-3 [&_svg]:shrink-0',
  ],
  {
    variants: {
      // Each variant sets its own weight: `live` is semibold, the others medium.
      variant: {
        neutral: 'border-border bg-surface-sunken font-medium text-text',
        info: 'border-info/40 bg-info-subtle font-medium text-info',
        success: 'border-success/40 bg-success-subtle font-medium text-success',
        warning: 'border-warning/40 bg-warning-subtle font-medium text-warning',
        danger: 'border-danger/40 bg-danger-subtle font-medium text-danger',
        brand: 'border-transparent bg-primary font-medium text-on-primary',
        live: 'border-transparent bg-danger font-semibold tracking-wide text-on-danger uppercase',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

/** Statuses of universities and users (spec 2 §3). */
export type BadgeStatus = 'active' | 'inactive' | 'suspended' | 'pending';
/** Risk levels of students (spec 2 §3). */
export type BadgeRisk = 'low' | 'medium' | 'high';
type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

const statusTone: Record<BadgeStatus, BadgeTone> = {
  active: 'success',
  inactive: 'neutral',
  suspended: 'danger',
  pending: 'warning',
};
const riskTone: Record<BadgeRisk, BadgeTone> = {
  low: 'success',
  medium: 'warning',
  high: 'danger',
};

/** Resolves the colour tone of a badge from its variant, status or risk (status and risk win). */
export function badgeTone({
  variant,
  status,
  risk,
}: {
  variant?: BadgeTone | null;
  status?: BadgeStatus;
  risk?: BadgeRisk;
}): BadgeTone {
  if (status) return statusTone[status];
  if (risk) return riskTone[risk];
  return variant ?? 'neutral';
}

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {
  /** A university or user status; picks the tone and, without children, the label ('Active', 'Inactive', 'Suspended', 'Pending'). */
  status?: BadgeStatus;
  /** A student's risk level; picks the tone and, without children, the label ('Low', 'Medium', 'High'). */
  risk?: BadgeRisk;
  /** Shows a small dot before the label (always on for `live`, where it pulses unless motion is reduced). @default false */
  dot?: boolean;
  /** The label. @default the status or risk label, 'LIVE' for the live variant */
  children?: ReactNode;
}

/** A short label for a status, a risk level, a count or a LIVE marker; its text carries the meaning, colour only supports it. */
export function Badge({
  variant,
  status,
  risk,
  dot = false,
  className,
  children,
  ...props
}: BadgeProps) {
  const text = useMessages(badgeMessages);
  const tone = badgeTone({ variant, status, risk });
  const label =
    children ??
    (status
      ? text.status({ status })
      : risk
        ? text.risk({ risk })
        : tone === 'live'
          ? text.live
          : null);
  const showDot = dot || tone === 'live';
  return (
    <span
      data-slot="badge"
      data-variant={tone}
      data-status={status}
      data-risk={risk}
      className={cn(badgeVariants({ variant: tone }), className)}
      {...props}
    >
      {showDot && (
        <span data-slot="badge-dot" aria-hidden="true" className="relative flex size-2">
          {tone === 'live' && (
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-current opacity-75 motion-reduce:animate-none" />
          )}
          <span className="relative inline-flex size-2 rounded-full bg-current" />
        </span>
      )}
      {label}
    </span>
  );
}
