import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select, SelectItem } from './select';

function Status(props: Partial<React.ComponentProps<typeof Select>>) {
  return (
    <Select label="Status" placeholder="All Status" {...props}>
      <SelectItem value="active">Active</SelectItem>
      <SelectItem value="inactive">Inactive</SelectItem>
      <SelectItem value="suspended">Suspended</SelectItem>
    </Select>
  );
}

describe('Select', () => {
  it('is a combobox named by its label, showing the placeholder', () => {
    render(<Status />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All Status');
  });

  it('opens from the keyboard, chooses with Enter and returns focus', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<Status defaultValue="inactive" onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Status' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('suspended');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveTextContent('Suspended');
  });

  it('wires description, error and required to the trigger', () => {
    render(<Status required description="Filter the list." error="Choose a status" />);
    const trigger = screen.getByRole('combobox', { name: 'Status' });
    expect(trigger).toHaveAccessibleDescription('Filter the list. Choose a status');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAttribute('aria-required', 'true');
  });

  it('is disabled', () => {
    render(<Status disabled />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeDisabled();
  });
});
