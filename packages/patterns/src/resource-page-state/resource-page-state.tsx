import type { ReactNode } from 'react';
import { ResourceProblem } from '../resource-problem';

/** A page's request: running, failed, done without the resource, or done. */
export type ResourcePageStatus = 'loading' | 'error' | 'not-found' | 'ready';

/** The problem states' texts; a page's own texts object fits as it is. */
export interface ResourcePageStateTexts {
  /** The error's heading, e.g. 'Could not load the course.'. */
  error: string;
  /** The not-found heading, e.g. 'Course Not Found'. @default error */
  notFound?: string;
  /** A line under the not-found heading. */
  notFoundMessage?: string;
  /** Try again's label. */
  retry: string;
  /** The way back's label; needed with `backHref`. */
  back?: string;
}

interface ResourcePageStateBase {
  /** Loading shows `loading`, error and not-found the problem, ready the children. */
  status: ResourcePageStatus;
  /** What shows while the request runs: a skeleton or a spinner with its spoken label. */
  loading: ReactNode;
  /** The headings and labels of the problem states. */
  texts: ResourcePageStateTexts;
  /** Try again in the error state. Without it no button shows. */
  onRetry?: () => void;
  /** Where the problem states lead back to; without it no link shows. */
  backHref?: string;
  /** The problem's heading element. @default 'h2' */
  titleAs?: 'h1' | 'h2' | 'p';
  /** The error's heading element, where it differs ('p' under a page's own heading). @default titleAs */
  errorTitleAs?: 'h1' | 'h2' | 'p';
}

/** A page of one resource: ready without it is not found; the children get it. */
interface WithResource<T> extends ResourcePageStateBase {
  /** The resource; missing while ready means not found. */
  resource: T | null | undefined;
  /** The ready page, given the resource. */
  children: (resource: T) => ReactNode;
}

/** A page with no single resource (a list): ready draws the children. */
interface WithoutResource extends ResourcePageStateBase {
  resource?: never;
  /** The ready page, drawn only when ready. */
  children: () => ReactNode;
}

export type ResourcePageStateProps<T> = WithResource<T> | WithoutResource;

/** The status a page shows: a ready request without its resource is not found. */
export function resourcePageStatus<S extends ResourcePageStatus>(
  status: S,
  resource: unknown,
): S | 'not-found' {
  return status === 'ready' && (resource === null || resource === undefined) ? 'not-found' : status;
}

/**
 * The body of a page while its data loads, fails or is missing (program, teacher, course,
 * the admin lists): `loading`, the ResourceProblem with Try again and a way back, or the page.
 * It draws no element of its own, so the page's root keeps its slot and state.
 */
export function ResourcePageState<T>(props: ResourcePageStateProps<T>) {
  const {
    status,
    loading,
    texts,
    onRetry,
    backHref,
    titleAs = 'h2',
    errorTitleAs = titleAs,
  } = props;
  const shown = 'resource' in props ? resourcePageStatus(status, props.resource) : status;

  if (shown === 'loading') return <>{loading}</>;
  if (shown === 'error' || shown === 'not-found') {
    const failed = shown === 'error';
    return (
      <ResourceProblem
        kind={shown}
        title={failed ? texts.error : (texts.notFound ?? texts.error)}
        message={failed ? undefined : texts.notFoundMessage}
        onRetry={onRetry}
        retryLabel={texts.retry}
        backHref={backHref}
        backLabel={texts.back}
        titleAs={failed ? errorTitleAs : titleAs}
      />
    );
  }
  if ('resource' in props) {
    const { resource, children } = props;
    // resourcePageStatus made a missing resource 'not-found' above.
    return resource === null || resource === undefined ? null : <>{children(resource)}</>;
  }
  return <>{props.children()}</>;
}
