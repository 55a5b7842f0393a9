import { Banner, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@lp/ui';
import type { ReactNode } from 'react';

/** What a section's form last did: its notice, or its message. */
export interface SectionResult {
  notice?: ReactNode;
  error?: ReactNode;
}

export interface SettingsSectionProps {
  /** The section's id: its heading's anchor (`/settings#sessions`). */
  id: string;
  title: ReactNode;
  description?: ReactNode;
  result?: SectionResult;
  /** Styles the section as a dangerous one (Your data). @default false */
  danger?: boolean;
  children: ReactNode;
}

/** One section of the settings page: a card with its heading, its last notice or message, and its controls. */
export function SettingsSection({
  id,
  title,
  description,
  result,
  danger = false,
  children,
}: SettingsSectionProps) {
  return (
    <Card asChild data-slot="settings-section" data-section={id} data-danger={danger || undefined}>
      <section aria-labelledby={`${id}-title`} id={id}>
        <CardHeader>
          <CardTitle as="h3" id={`${id}-title`}>
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {result?.error ? <Banner variant="error" title={result.error} /> : null}
          {result?.notice && !result.error ? (
            <Banner variant="success" title={result.notice} />
          ) : null}
          {children}
        </CardContent>
      </section>
    </Card>
  );
}
