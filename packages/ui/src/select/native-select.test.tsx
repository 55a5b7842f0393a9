import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NativeSelect } from './native-select';

describe('NativeSelect', () => {
  it('is a labelled browser select whose value a form sends', async () => {
    render(
      <form aria-label="Filters">
        <NativeSelect label="Sort by" name="sort" defaultValue="title">
          <option value="relevance">Best match</option>
          <option value="title">Title</option>
        </NativeSelect>
      </form>,
    );
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('title');
    await userEvent.selectOptions(select, 'relevance');
    const form = screen.getByRole('form', { name: 'Filters' }) as HTMLFormElement;
    expect(new FormData(form).get('sort')).toBe('relevance');
  });

  it('wires description, error and required to the select', () => {
    render(
      <NativeSelect label="Level" description="Filter by level." error="Choose a level" required>
        <option value="">All</option>
      </NativeSelect>,
    );
    const select = screen.getByRole('combobox', { name: /Level/ });
    expect(select).toHaveAccessibleDescription('Filter by level. Choose a level');
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });
});
