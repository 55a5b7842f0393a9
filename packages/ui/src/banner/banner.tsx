import * as bannerMessages from '@lp/locales/en/ui-banner';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../button';
import { Check, CircleX, Info, TriangleAlert, User, X, type IconComponent } from '../icon';
import { useMessages } from '../i18n';
import { cn } from '../lib/cn';

export const bannerVariants = cva(
  'flex w-full gap-3 border px-4 py-3 text-sm text-text forced-colors:border-[CanvasText]',
  {
    variants: {
      // The inline messages are rounded boxes; the impersonation banner spans the page with a rule below.
      variant: {
        success:
          'items-start rounded-md border-success bg-success-subtle [&_[data-slot=banner-icon]]:text-success',
        error:
          'items-start rounded-md border-danger bg-danger-subtle [&_[data-slot=banner-icon]]:text-danger',
        warning:
          'items-start rounded-md border-warning bg-warning-subtle [&_[data-slot=banner-icon]]:text-warning',
        info: 'items-start rounded-md border-info bg-info-subtle [&_[data-slot=banner-icon]]:text-info',
        impersonation:
          'items-center rounded-none border-x-0 border-t-0 border-b-2 border-warning bg-warning-subtle [&_[data-slot=banner-icon]]:text-warning',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

type BannerVariant = NonNullable<VariantProps<typeof bannerVariants>['variant']>;

const icons: Record<BannerVariant, IconComponent> = {
  success: Check,
  error: CircleX,
  warning: TriangleAlert,
  info: Info,
  impersonation: User,
};

/** The live-region role of a banner: errors interrupt (alert), everything else waits its turn (status). */
export function bannerRole(variant: BannerVariant): 'alert' | 'status' {
  return variant === 'error' ? 'alert' : 'status';
}

export interface BannerProps
  extends Omit<ComponentProps<'div'>, 'title'>, VariantProps<typeof bannerVariants> {
  /** The main line, in bold. */
  title?: ReactNode;
  /** Actions at the end, such as the impersonation banner's End Session button. */
  action?: ReactNode;
  /** Shows a close button that calls this. Without it the banner cannot be dismissed. */
  onDismiss?: () => void;
  /** The close button's accessible name. @default 'Dismiss' */
  dismissLabel?: string;
  /** Hides the leading icon. @default false */
  hideIcon?: boolean;
}

/**
 * An inline message about the page or a just-finished action (success, error, warning, info),
 * and the amber impersonation banner of spec 2 §2.12.
 */
export function Banner({
  variant,
  title,
  action,
  onDismiss,
  dismissLabel,
  hideIcon = false,
  className,
  children,
  ...props
}: BannerProps) {
  const text = useMessages(bannerMessages);
  const tone = variant ?? 'info';
  const BannerIcon = icons[tone];
  return (
    <div
      data-slot="banner"
      data-variant={tone}
      role={bannerRole(tone)}
      className={cn(bannerVariants({ variant: tone }), className)}
      {...props}
    >
      {!hideIcon && (
        <BannerIcon data-slot="banner-icon" aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      )}
      <div data-slot="banner-content" className="flex min-w-0 flex-1 flex-col gap-0.5">
        {title && (
          <p data-slot="banner-title" className="font-semibold">
            {title}
          </p>
        )}
        {children && <div data-slot="banner-description">{children}</div>}
      </div>
      {action && (
        <div data-slot="banner-action" className="flex shrink-0 items-center gap-2">
          {action}
        </div>
      )}
      {onDismiss && (
        <Button
          data-slot="banner-dismiss"
          variant="ghost"
          size="icon-sm"
          aria-label={dismissLabel ?? text.dismissLabel}
          onClick={onDismiss}
          className="-my-1.5 -me-2"
        >
          <X aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
