import { cn } from '@lp/ui';
import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { AuthLink } from './auth-link';

export interface AuthFooterLink {
  /** The visible text, such as 'Privacy & Terms'. */
  label: string;
  href: string;
}

export interface AuthLayoutProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The deployment's product name, shown above the card next to the logo. */
  productName?: ReactNode;
  /** The deployment's logo (an `<img>` with its alt text, or an svg). */
  logo?: ReactNode;
  /** The page's heading (an `<h1>`). */
  title: ReactNode;
  /** A line under the heading. */
  description?: ReactNode;
  /** A decoration above the heading, such as a status icon. */
  icon?: ReactNode;
  /** Content under the card body, such as "Don't have an account? Sign up". */
  footer?: ReactNode;
  /** Links in a row at the bottom of the card, such as Privacy & Terms and Contact Us. */
  footerLinks?: AuthFooterLink[];
  /** Moves focus to the heading when the card appears, for a step that replaces another in place. @default false */
  focusTitleOnMount?: boolean;
}

/** The centred card every sign-in and account screen sits in: brand, heading, body, footer. */
export function AuthLayout({
  productName,
  logo,
  title,
  description,
  icon,
  footer,
  footerLinks,
  focusTitleOnMount = false,
  className,
  children,
  ...props
}: AuthLayoutProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitleOnMount) titleRef.current?.focus();
  }, [focusTitleOnMount]);
  return (
    <div
      data-slot="auth-layout"
      className={cn(
        'flex min-h-full w-full flex-col items-center justify-center gap-6 bg-surface px-4 py-10 font-sans text-text md:py-16',
        className,
      )}
      {...props}
    >
      {(logo || productName) && (
        <div data-slot="auth-layout-brand" className="flex items-center gap-3">
          {logo}
          {productName ? (
            <span className="text-lg font-semibold text-text">{productName}</span>
          ) : null}
        </div>
      )}
      <section
        data-slot="auth-layout-card"
        aria-labelledby={titleId}
        className="flex w-full max-w-md flex-col gap-6 rounded-lg border border-border bg-surface-raised p-6 shadow-sm md:p-8 forced-colors:border-[CanvasText]"
      >
        <header
          data-slot="auth-layout-header"
          className="flex flex-col items-center gap-2 text-center"
        >
          {icon ? (
            <div data-slot="auth-layout-icon" aria-hidden="true" className="mb-1">
              {icon}
            </div>
          ) : null}
          <h1
            ref={titleRef}
            id={titleId}
            tabIndex={focusTitleOnMount ? -1 : undefined}
            data-slot="auth-layout-title"
            className="text-2xl font-semibold text-text focus:outline-none"
          >
            {title}
          </h1>
          {description ? (
            <div data-slot="auth-layout-description" className="text-sm text-text-muted">
              {description}
            </div>
          ) : null}
        </header>
        <div data-slot="auth-layout-body" className="flex flex-col gap-4">
          {children}
        </div>
        {footer ? (
          <div data-slot="auth-layout-footer" className="text-center text-sm text-text-muted">
            {footer}
          </div>
        ) : null}
        {footerLinks && footerLinks.length > 0 ? (
          <ul
            data-slot="auth-layout-links"
            className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 border-t border-border pt-4 text-sm"
          >
            {footerLinks.map((link) => (
              <li key={`${link.href}-${link.label}`}>
                <AuthLink href={link.href}>{link.label}</AuthLink>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
