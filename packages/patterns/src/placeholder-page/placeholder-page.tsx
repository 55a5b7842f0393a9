import * as placeholderPageMessages from '@lp/locales/en/placeholder-page';
import { Button, cn, useMessages } from '@lp/ui';
import type { ComponentProps } from 'react';

export interface PlaceholderPageProps extends ComponentProps<'section'> {
  /** The page's title (from the route table). */
  title: string;
  /** What the page will hold. */
  subtitle?: string;
  /** Where the way back leads; the spec's coming-soon screen goes to the app's /dashboard. */
  backHref: string;
  /** The way back's label. @default 'Back to Dashboard' */
  backLabel?: string;
}

/** A page the product names but has not built yet: its title, a line on what it will hold, a way back. */
export function PlaceholderPage(allProps: PlaceholderPageProps) {
  const text = useMessages(placeholderPageMessages);
  const { title, subtitle, backHref, backLabel = text.backLabel, className, ...props } = allProps;
  return (
    <section
      data-slot="placeholder-page"
      aria-labelledby="placeholder-page-title"
      className={cn('mx-auto flex max-w-xl flex-col items-start gap-4 py-16', className)}
      {...props}
    >
      <h2 id="placeholder-page-title" className="text-3xl font-semibold text-text">
        {title}
      </h2>
      {subtitle ? <p className="text-base text-text-muted">{subtitle}</p> : null}
      <Button href={backHref} variant="outline">
        {backLabel}
      </Button>
    </section>
  );
}
