import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminListPage, AdminPageHeader } from './admin-list-page';
import { sampleAdminListPageProps } from './admin-list-page.samples';
import { headingLevels } from './heading-levels';

describe('AdminListPage', () => {
  it('names itself with its heading and intro, and draws the list when ready', () => {
    render(<AdminListPage {...sampleAdminListPageProps()} data-slot="universities" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Universities' })).toBeVisible();
    expect(screen.getByText('Manage the universities of the platform.')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const root = document.querySelector('[data-slot=universities]');
    expect(root).toHaveAttribute('data-state', 'ready');
  });

  it('shows the skeleton while loading and does not draw the list', () => {
    const children = vi.fn(() => <p>list</p>);
    render(
      <AdminListPage {...sampleAdminListPageProps()} status="loading">
        {children}
      </AdminListPage>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading universities...');
    expect(children).not.toHaveBeenCalled();
    expect(document.querySelector('[data-slot=admin-list-page]')).toHaveAttribute(
      'data-state',
      'loading',
    );
  });

  it('announces the error as a paragraph under the heading and retries', async () => {
    const onRetry = vi.fn();
    render(<AdminListPage {...sampleAdminListPageProps()} status="error" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load the universities.');
    // The page's own heading names it; the message is no second heading.
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps what stands before, between and after in every state', () => {
    render(
      <AdminListPage
        {...sampleAdminListPageProps()}
        status="error"
        before={<a href="/dashboard">Back</a>}
        summary={<p>Totals</p>}
        after={<p>Dialog</p>}
      />,
    );
    const texts = [...document.querySelectorAll('a, p, header')].map((each) => each.textContent);
    expect(texts[0]).toBe('Back');
    expect(screen.getByText('Totals')).toBeVisible();
    expect(screen.getByText('Dialog')).toBeVisible();
  });
});

describe('AdminPageHeader', () => {
  it('puts the actions beside the heading, from md unless told xl', () => {
    const { rerender } = render(
      <AdminPageHeader title="Users" intro="Everyone." actions={<button>Invite</button>} />,
    );
    const header = document.querySelector('[data-slot=admin-page-header]');
    expect(header).toHaveAttribute('data-actions-beside', 'md');
    rerender(
      <AdminPageHeader
        title="Users"
        intro="Everyone."
        actions={<button>Invite</button>}
        actionsBesideFrom="xl"
      />,
    );
    expect(header).toHaveAttribute('data-actions-beside', 'xl');
  });

  it('draws an h1 when asked', () => {
    render(<AdminPageHeader title="Users" intro="Everyone." titleAs="h1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  });
});

describe('headingLevels', () => {
  it('puts sections one level under the title and items one under them', () => {
    expect(headingLevels('h1')).toEqual({ Section: 'h2', Item: 'h3' });
    expect(headingLevels('h2')).toEqual({ Section: 'h3', Item: 'h4' });
  });
});
