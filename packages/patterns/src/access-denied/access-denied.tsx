import * as accessDeniedMessages from '@lp/locales/en/access-denied';
import { Button, cn, useMessages } from '@lp/ui';
import { Lock } from '@lp/ui/icons';
import type { ComponentProps } from 'react';

export interface AccessDeniedProps extends ComponentProps<'section'> {
  /** @default 'Access Denied' */
  title?: string;
  /** @default "You don't have permission to access this page." */
  message?: string;
  /** Where the way back leads (the app's /dashboard). */
  backHref: string;
  /** @default 'Back to Dashboard' */
  backLabel?: string;
}

/** What a signed-in user sees on a screen their role may not use (spec 2 section 6). */
export function AccessDenied(allProps: AccessDeniedProps) {
  const text = useMessages(accessDeniedMessages);
  const {
    title = text.title,
    message = text.message,
    backHref,
    backLabel = text.backLabel,
    className,
    ...props
  } = allProps;
  return (
    <section
      data-slot="access-denied"
      aria-labelledby="access-denied-title"
      className={cn(
        'mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center',
        className,
      )}
      {...props}
    >
      <Lock aria-hidden="true" strokeWidth={1.5} className="size-12 text-danger" />
      <h2 id="access-denied-title" className="text-2xl font-semibold text-text">
        {title}
      </h2>
      <p className="text-text-muted">{message}</p>
      <Button href={backHref} variant="outline">
        {backLabel}
      </Button>
    </section>
  );
}
