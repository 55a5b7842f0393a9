import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field';
import * as esSearch from '@lp/locales/es/ui-search-field';
import { I18nProvider } from '../i18n';

describe('SearchField', () => {
  it('is a searchbox named by its label', () => {
    render(<SearchField label="Search universities" />);
    expect(screen.getByRole('searchbox', { name: 'Search universities' })).toHaveAttribute(
      'type',
      'search',
    );
  });

  it('offers a clear button only when there is a query, and clearing keeps focus in the box', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<SearchField label="Search" onValueChange={onValueChange} />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'react');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('runs the search with Enter', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(<SearchField label="Search" onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox'), 'design{Enter}');
    expect(onSearch).toHaveBeenCalledWith('design');
  });

  it('clears on Escape, then leaves the box and calls onEscape', async () => {
    const onEscape = vi.fn();
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<SearchField label="Search" onEscape={onEscape} onValueChange={onValueChange} />);
    const box = screen.getByRole('searchbox');
    await user.type(box, 'abc');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(box).not.toHaveFocus();
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenLastCalledWith('');
  });

  it('works controlled', async () => {
    function Controlled() {
      const [query, setQuery] = useState('Riverside');
      return (
        <>
          <SearchField label="Search" value={query} onValueChange={setQuery} />
          <output>{query}</output>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.type(screen.getByRole('searchbox'), 'x');
    expect(screen.getByRole('status')).toHaveTextContent('x');
  });

  it('is the spec 384 px header box on request', () => {
    const { container } = render(<SearchField label="Search" hideLabel width="header" />);
    expect(container.querySelector('[data-slot="field"]')?.className).toContain(
      'w-(--lp-size-search-width)',
    );
  });
});

describe('SearchField in another language', () => {
  it('names the clear button in the page language', () => {
    render(
      <I18nProvider
        translations={{ locale: 'es', ready: new Map([[esSearch.id, esSearch.default]]) }}
      >
        <SearchField label="Buscar cursos" defaultValue="datos" />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Borrar búsqueda' })).toBeInTheDocument();
  });
});
