import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, selectAllState } from './checkbox';

describe('selectAllState', () => {
  it.each([
    [0, 0, false],
    [0, 5, false],
    [1, 5, 'indeterminate'],
    [4, 5, 'indeterminate'],
    [5, 5, true],
  ] as const)('%i of %i selected gives %s', (selected, total, expected) => {
    expect(selectAllState(selected, total)).toBe(expected);
  });
});

describe('Checkbox', () => {
  it('toggles from a click on its label and from Space', async () => {
    const onCheckedChange = vi.fn();
    const user = userEvent.setup();
    render(<Checkbox label="Send welcome e-mail" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Send welcome e-mail' });
    await user.click(screen.getByText('Send welcome e-mail'));
    expect(box).toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenNthCalledWith(1, true);
    expect(onCheckedChange).toHaveBeenNthCalledWith(2, false);
  });

  it('reports the mixed state of a select-all', () => {
    render(<Checkbox aria-label="Select all" checked="indeterminate" />);
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    expect(box).toHaveAttribute('data-state', 'indeterminate');
  });

  it('select-all selects every row from mixed, then clears them all', async () => {
    const user = userEvent.setup();
    const rows = ['Ada', 'Grace', 'Linus'];
    function Table() {
      const [selected, setSelected] = useState<string[]>(['Ada']);
      const all = selectAllState(selected.length, rows.length);
      return (
        <>
          <Checkbox
            aria-label="Select all"
            checked={all}
            onCheckedChange={() => setSelected(all === true ? [] : rows)}
          />
          {rows.map((row) => (
            <Checkbox
              key={row}
              aria-label={`Select ${row}`}
              checked={selected.includes(row)}
              onCheckedChange={(checked) =>
                setSelected((current) =>
                  checked ? [...current, row] : current.filter((name) => name !== row),
                )
              }
            />
          ))}
        </>
      );
    }
    render(<Table />);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
    expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
    await user.click(selectAll);
    expect(selectAll).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Linus' })).toBeChecked();
    await user.click(selectAll);
    expect(selectAll).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Ada' })).not.toBeChecked();
  });

  it('wires description, error and required state', () => {
    render(
      <Checkbox
        label="I accept the terms"
        description="Privacy & Terms"
        required
        error="Please accept the terms"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Privacy & Terms Please accept the terms');
  });

  it('is disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Auto enroll" disabled onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Auto enroll' });
    expect(box).toBeDisabled();
    await userEvent.click(box);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
