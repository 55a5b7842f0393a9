import { Button } from '@lp/ui';
import { FileQuestion, RotateCw, TriangleAlert } from '@lp/ui/icons';

export interface ResourceProblemProps {
  /** 'not-found': the resource does not exist; 'error': it could not be loaded. */
  kind: 'not-found' | 'error';
  /** The heading, e.g. 'Course Not Found' or 'Could not load the course.'. */
  title: string;
  /** A line under the heading. */
  message?: string;
  /** Try again (error only); without it no button shows. */
  onRetry?: () => void;
  retryLabel: string;
  /** Where the way back leads; without it no link shows. */
  backHref?: string;
  /** The way back's label; needed with `backHref`. */
  backLabel?: string;
  /** The heading's element; 'p' where the page already names itself. @default 'h2' */
  titleAs?: 'h1' | 'h2' | 'p';
}

/**
 * What a page that shows one resource (course, program, teacher) says when it is missing or
 * failed to load: an icon, the heading, an optional line, Try again and a way back. An error is
 * announced (role=alert); a missing resource is simply the page's content.
 */
export function ResourceProblem({
  kind,
  title,
  message,
  onRetry,
  retryLabel,
  backHref,
  backLabel,
  titleAs: Title = 'h2',
}: ResourceProblemProps) {
  const failed = kind === 'error';
  return (
    <div
      data-slot="resource-problem"
      data-kind={kind}
      role={failed ? 'alert' : undefined}
      className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-border px-6 py-16 text-center"
    >
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-surface-sunken text-text-muted [&_svg]:size-6"
      >
        {failed ? <TriangleAlert /> : <FileQuestion />}
      </span>
      <Title className="text-xl font-semibold">{title}</Title>
      {message ? <p className="text-text-muted">{message}</p> : null}
      <div className="flex flex-wrap justify-center gap-3">
        {failed && onRetry ? (
          <Button onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            {retryLabel}
          </Button>
        ) : null}
        {backHref && backLabel ? (
          <Button href={backHref} variant={failed && onRetry ? 'outline' : 'primary'}>
            {backLabel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
