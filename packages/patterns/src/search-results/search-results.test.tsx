import * as esNs from '@lp/locales/es/search-results';
import { I18nProvider } from '@lp/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchResults } from './search-results';

describe('SearchResults', () => {
  it('lists matching pages and courses under their headings and counts them for screen readers', () => {
    render(
      <SearchResults
        query="  cyber "
        pages={[{ label: 'Catalog', href: '/catalog' }]}
        courses={[
          {
            id: 'c1',
            title: 'AI and Cybersecurity',
            description: 'd',
            instructor: 'Dr. O',
            href: '/course/c1',
          },
        ]}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Search results for "cyber"' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Catalog' })).toHaveAttribute('href', '/catalog');
    expect(screen.getByRole('link', { name: 'AI and Cybersecurity' })).toHaveAttribute(
      'href',
      '/course/c1',
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
  });

  it('says so when nothing matches', () => {
    render(<SearchResults query="zzz" pages={[]} courses={[]} />);
    expect(screen.getByRole('heading', { name: 'No results found' })).toBeInTheDocument();
  });

  it('keeps page results when courses fail, with a retry', () => {
    render(
      <SearchResults
        query="dash"
        pages={[{ label: 'Dashboard', href: '/dashboard' }]}
        courses={[]}
        error="Failed to fetch courses. Please try again."
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to fetch courses. Please try again.',
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('SearchResults in Spanish', () => {
  it('titles the results and counts them in Spanish', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <SearchResults
          query="cyber"
          courses={[]}
          pages={[{ label: 'Catalog', href: '/catalog' }]}
        />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Resultados de búsqueda para «cyber»' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Páginas' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 resultado');
  });
});
