import { Link, cn } from '@lp/ui';
import type { ReactNode } from 'react';

export interface AuthLinkProps {
  /** Where the link goes; the app's router follows it. */
  href: string;
  children: ReactNode;
  /** Extra classes (layout only: they add to the link's look, never override it). */
  className?: string;
}

/** An inline text link of the auth screens, underlined so it never relies on colour alone. */
export function AuthLink({ href, children, className }: AuthLinkProps) {
  return (
    <Link
      data-slot="auth-link"
      href={href}
      className={cn(
        'rounded-sm font-medium text-primary-text underline underline-offset-4 hover:no-underline',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      {children}
    </Link>
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
