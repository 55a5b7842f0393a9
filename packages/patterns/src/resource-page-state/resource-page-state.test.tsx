import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResourcePageState, resourcePageStatus } from './resource-page-state';

const common = {
  loading: <p>Loading course...</p>,
  texts: {
    error: 'Could not load the course.',
    notFound: 'Course Not Found',
    notFoundMessage: 'The requested course could not be found.',
    retry: 'Try again',
    back: 'Back to Dashboard',
  },
  backHref: '/dashboard',
};

describe('ResourcePageState', () => {
  it('gives the ready page its resource', () => {
    render(
      <ResourcePageState {...common} status="ready" resource={{ title: 'Networks' }}>
        {(course) => <h2>{course.title}</h2>}
      </ResourcePageState>,
    );
    expect(screen.getByRole('heading', { name: 'Networks' })).toBeVisible();
  });

  it('says not found when the request is done without the resource', () => {
    const children = vi.fn(() => null);
    render(
      <ResourcePageState {...common} status="ready" resource={null}>
        {children}
      </ResourcePageState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Course Not Found' })).toBeVisible();
    expect(screen.getByText('The requested course could not be found.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(children).not.toHaveBeenCalled();
  });

  it('shows loading first, even with a resource at hand', () => {
    render(
      <ResourcePageState {...common} status="loading" resource={{ title: 'Networks' }}>
        {(course) => <h2>{course.title}</h2>}
      </ResourcePageState>,
    );
    expect(screen.getByText('Loading course...')).toBeVisible();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('announces an error without the not-found line, its heading as asked', () => {
    render(
      <ResourcePageState {...common} status="error" errorTitleAs="p" onRetry={() => {}}>
        {() => <p>list</p>}
      </ResourcePageState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the course.');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText('The requested course could not be found.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('draws a list page (no resource) when ready', () => {
    render(
      <ResourcePageState {...common} status="ready">
        {() => <p>list</p>}
      </ResourcePageState>,
    );
    expect(screen.getByText('list')).toBeVisible();
  });
});

describe('resourcePageStatus', () => {
  it('is not-found only for a ready request without its resource', () => {
    expect(resourcePageStatus('ready', null)).toBe('not-found');
    expect(resourcePageStatus('ready', undefined)).toBe('not-found');
    expect(resourcePageStatus('ready', { id: 1 })).toBe('ready');
    expect(resourcePageStatus('loading', null)).toBe('loading');
    expect(resourcePageStatus('error', null)).toBe('error');
  });
});
