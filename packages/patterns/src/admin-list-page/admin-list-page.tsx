import { cn } from '@lp/ui';
import type { ComponentProps, ReactNode } from 'react';
import { ResourcePageState } from '../resource-page-state';

/** An admin list's request: running, failed, or done. */
export type AdminListStatus = 'loading' | 'error' | 'ready';

export interface AdminPageHeaderProps extends Omit<ComponentProps<'header'>, 'title' | 'children'> {
  /** The page's heading. */
  title: ReactNode;
  /** The line under the heading. */
  intro: ReactNode;
  /** The heading's element: the app header holds the h1. @default 'h2' */
  titleAs?: 'h1' | 'h2';
  /** Buttons or pickers beside the heading (under it on a phone). */
  actions?: ReactNode;
  /** From which width the actions stand beside the heading rather than under it. @default 'md' */
  actionsBesideFrom?: 'md' | 'xl';
}

/** The header's row layout with actions, by the width it starts at. */
const besideFrom = {
  md: 'md:flex-row md:items-end md:justify-between',
  xl: 'xl:flex-row xl:items-end xl:justify-between',
} as const;

/** An admin page's heading and intro line, with its actions beside them. */
export function AdminPageHeader({
  title,
  intro,
  titleAs: Title = 'h2',
  actions,
  actionsBesideFrom = 'md',
  className,
  ...props
}: AdminPageHeaderProps) {
  const heading = (
    <>
      <Title className="text-2xl leading-tight font-bold text-balance md:text-3xl">{title}</Title>
      <p className="text-base text-text-muted">{intro}</p>
    </>
  );
  if (actions === undefined || actions === null) {
    return (
      <header
        data-slot="admin-page-header"
        className={cn('flex flex-col gap-1', className)}
        {...props}
      >
        {heading}
      </header>
    );
  }
  return (
    <header
      data-slot="admin-page-header"
      data-actions-beside={actionsBesideFrom}
      className={cn('flex flex-col gap-4', besideFrom[actionsBesideFrom], className)}
      {...props}
    >
      <div className="flex min-w-0 flex-col gap-1">{heading}</div>
      {actions}
    </header>
  );
}

export interface AdminListPageProps extends Omit<ComponentProps<'div'>, 'title' | 'children'> {
  /** Loading shows `loading`, error the message with Try again, ready the children. */
  status: AdminListStatus;
  /** The page's heading. */
  title: ReactNode;
  /** The line under the heading. */
  intro: ReactNode;
  /** The heading's element: the app header holds the h1. @default 'h2' */
  titleAs?: 'h1' | 'h2';
  /** Buttons or pickers beside the heading. */
  actions?: ReactNode;
  /** From which width the actions stand beside the heading. @default 'md' */
  actionsBesideFrom?: 'md' | 'xl';
  /** What stands above the heading, e.g. a way back. */
  before?: ReactNode;
  /** What stands between the heading and the list in every state: totals, quick actions. */
  summary?: ReactNode;
  /** The list's shape while the request runs, with its spoken label. */
  loading: ReactNode;
  /** The error's message and Try again's label; a page's own texts object fits as it is. */
  texts: { error: string; retry: string };
  /** Try again in the error state. Without it no button shows. */
  onRetry?: () => void;
  /** What follows the list in every state, e.g. a details dialog. */
  after?: ReactNode;
  /** The ready list, drawn only when ready. */
  children: () => ReactNode;
}

/**
 * The frame every admin list page shares (super dashboard, university portal, organizations,
 * users): the heading with its intro and actions, then the list's loading, error or ready body.
 * The root's `data-state` is the status; pass `data-slot` to name the page.
 */
export function AdminListPage({
  status,
  title,
  intro,
  titleAs = 'h2',
  actions,
  actionsBesideFrom,
  before,
  summary,
  loading,
  texts,
  onRetry,
  after,
  children,
  className,
  ...props
}: AdminListPageProps) {
  return (
    <div
      data-slot="admin-list-page"
      data-state={status}
      className={cn('flex w-full min-w-0 flex-col gap-6 text-text', className)}
      {...props}
    >
      {before}
      <AdminPageHeader
        title={title}
        intro={intro}
        titleAs={titleAs}
        actions={actions}
        actionsBesideFrom={actionsBesideFrom}
      />
      {summary}
      <ResourcePageState
        status={status}
        loading={loading}
        texts={texts}
        onRetry={onRetry}
        titleAs="p"
      >
        {children}
      </ResourcePageState>
      {after}
    </div>
  );
}
