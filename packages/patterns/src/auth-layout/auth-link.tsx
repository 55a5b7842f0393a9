import { Button, cn } from '@lp/ui';
import type { ButtonProps } from '@lp/ui';
import type { ReactNode } from 'react';

/** What a `renderLink` prop receives: render a router link with these. */
export interface AuthLinkRenderProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * Renders a link the app's way (for example a router `<Link>`), so a block never navigates by
 * itself. Without it, blocks render plain `<a href>`.
 */
export type RenderLink = (props: AuthLinkRenderProps) => ReactNode;

export interface AuthLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** How to render the link; a plain `<a>` when left out. */
  renderLink?: RenderLink;
}

/** An inline text link of the auth screens, underlined so it never relies on colour alone. */
export function AuthLink({ href, children, className, renderLink }: AuthLinkProps) {
  const classes = cn(
    'rounded-sm font-medium text-primary-text underline underline-offset-4 hover:no-underline',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    className,
  );
  if (renderLink) return <>{renderLink({ href, className: classes, children })}</>;
  return (
    <a data-slot="auth-link" href={href} className={classes}>
      {children}
    </a>
  );
}

export interface AuthPromptProps extends AuthLinkProps {
  /** The question before the link, such as "Don't have an account?". */
  prompt: ReactNode;
}

/** A question and the link that answers it, such as "Don't have an account? Sign up". */
export function AuthPrompt({ prompt, ...link }: AuthPromptProps) {
  return (
    <>
      {prompt} <AuthLink {...link} />
    </>
  );
}

export type AuthLinkButtonProps = Omit<ButtonProps, 'href' | 'asChild'> & {
  href: string;
  renderLink?: RenderLink;
};

/** A link that looks like a button ('Return to Login'), rendered through `renderLink` when given. */
export function AuthLinkButton({ href, renderLink, children, ...props }: AuthLinkButtonProps) {
  if (renderLink) {
    return (
      <Button asChild {...(props as ButtonProps)}>
        {renderLink({ href, children })}
      </Button>
    );
  }
  return (
    <Button href={href} {...(props as ButtonProps)}>
      {children}
    </Button>
  );
}
