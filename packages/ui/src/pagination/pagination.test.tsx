import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, paginationRange } from './pagination';
import * as esPagination from '@lp/locales/es/ui-pagination';
import { I18nProvider } from '../i18n';

describe('paginationRange', () => {
  it('lists every page when they fit', () => {
    expect(paginationRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('collapses far pages into gaps around the current page', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(paginationRange(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });
});

describe('Pagination', () => {
  it('marks the current page and moves with previous, next and page buttons', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={6} onPageChange={onPageChange} summary="1 to 10" />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('1 to 10');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [5]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={3} pageCount={3} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('renders links with pageHref, so paging works before the script has run', () => {
    render(<Pagination page={1} pageCount={3} pageHref={(n) => `/catalog?page=${n}`} />);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/catalog?page=2');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/catalog?page=2');
    // No page before the first: Previous stays a disabled button, not a link to nowhere.
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });
});

describe('Pagination in another language', () => {
  it('names the landmark, the steps and the pages in the page language', () => {
    render(
      <I18nProvider
        translations={{ locale: 'es', ready: new Map([[esPagination.id, esPagination.default]]) }}
      >
        <Pagination page={2} pageCount={5} />
      </I18nProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 3' })).toBeInTheDocument();
  });
});
