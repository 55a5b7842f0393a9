import * as routeErrorMessages from '@lp/locales/en/route-error';
import { Button, cn, useMessages } from '@lp/ui';
import { FileQuestion, RefreshCw, TriangleAlert, type IconComponent } from '@lp/ui/icons';
import { useEffect, useId, useRef, type ComponentProps } from 'react';
import { useRouteErrorTexts, type RouteErrorKind } from './route-error-texts';

const icons: Record<RouteErrorKind, IconComponent> = {
  chunk: RefreshCw,
  'not-found': FileQuestion,
  unknown: TriangleAlert,
};

const placements = {
  /** The whole page (a layout route's error element): a `main` landmark, full height. */
  page: 'min-h-dvh',
  /** Inside a page that has its own `main` (a nested route's error element): a `section`. */
  section: '',
} as const;

interface RouteErrorBaseProps extends Omit<ComponentProps<'main'>, 'title' | 'children'> {
  /** Where it sits: the whole page, or a section of a page that has its own main landmark. @default 'page' */
  placement?: keyof typeof placements;
  /** Where the way back leads (the app's /dashboard). */
  backHref: string;
  /** @default 'Back to Dashboard' */
  backLabel?: string;
  /** The heading. @default the kind's: 'A new version is available', 'Page not found' or 'Something went wrong' */
  title?: string;
  /** The line under it. @default the kind's */
  message?: string;
}

/** The action of each kind: Reload for new code, Try again for an unknown fault, none for a missing page. */
export type RouteErrorAction =
  | {
      kind: 'chunk';
      /** Reloads the page (the app calls `location.reload()`). */
      onReload: () => void;
      /** @default 'Reload' */
      reloadLabel?: string;
    }
  | { kind: 'not-found' }
  | {
      kind: 'unknown';
      /** Renders the page again (the app resets its error boundary or revalidates the route). */
      onRetry: () => void;
      /** @default 'Try again' */
      retryLabel?: string;
    };

export type RouteErrorProps = RouteErrorBaseProps & RouteErrorAction;

/**
 * What a layout route's error element shows in place of the page: a plain message, never a
 * stack trace, with the action that helps and a way back. Focus moves to its heading, so a
 * screen reader hears what happened.
 */
export function RouteError(props: RouteErrorProps) {
  const text = useMessages(routeErrorMessages);
  const kindTexts = useRouteErrorTexts();
  const {
    kind,
    placement = 'page',
    backHref,
    backLabel = text.backLabel,
    title = kindTexts[kind].title,
    message = kindTexts[kind].message,
    className,
    ...rest
  } = props;
  const mainProps = omitActionProps(rest);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  const Icon = icons[kind];
  const Root = placement === 'page' ? 'main' : 'section';

  return (
    <Root
      data-slot="route-error"
      data-kind={kind}
      data-placement={placement}
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col items-center justify-center gap-4 bg-surface px-6 py-16 text-center font-sans text-text',
        placements[placement],
        className,
      )}
      {...mainProps}
    >
      <Icon
        aria-hidden="true"
        data-slot="route-error-icon"
        strokeWidth={1.5}
        className="size-12 text-text-muted"
      />
      <h1
        ref={titleRef}
        id={titleId}
        tabIndex={-1}
        data-slot="route-error-title"
        className="text-2xl font-semibold text-text focus:outline-none"
      >
        {title}
      </h1>
      <p data-slot="route-error-message" className="max-w-md text-text-muted">
        {message}
      </p>
      <div
        data-slot="route-error-actions"
        className="flex flex-wrap items-center justify-center gap-3"
      >
        {props.kind === 'chunk' ? (
          <Button onClick={props.onReload}>{props.reloadLabel ?? text.reloadLabel}</Button>
        ) : null}
        {props.kind === 'unknown' ? (
          <Button onClick={props.onRetry}>{props.retryLabel ?? text.retryLabel}</Button>
        ) : null}
        <Button href={backHref} variant={kind === 'not-found' ? 'primary' : 'outline'}>
          {backLabel}
        </Button>
      </div>
    </Root>
  );
}

/** The element's own props, without the action props of the kinds. */
function omitActionProps<T extends object>(props: T) {
  const {
    onReload: _onReload,
    reloadLabel: _reloadLabel,
    onRetry: _onRetry,
    retryLabel: _retryLabel,
    ...rest
  } = props as T & {
    onReload?: unknown;
    reloadLabel?: unknown;
    onRetry?: unknown;
    retryLabel?: unknown;
  };
  return rest as Omit<T, 'onReload' | 'reloadLabel' | 'onRetry' | 'retryLabel'>;
}
