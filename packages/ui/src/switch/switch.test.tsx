import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('turns on and off from Space, Enter and a click on its label', async () => {
    const onCheckedChange = vi.fn();
    const user = userEvent.setup();
    render(<Switch label="Email notification" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Email notification' });
    control.focus();
    await user.keyboard(' ');
    expect(control).toBeChecked();
    await user.keyboard('{Enter}');
    expect(control).not.toBeChecked();
    await user.click(screen.getByText('Email notification'));
    expect(control).toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('is described by its description and error', () => {
    render(
      <Switch
        label="Read receipt"
        description="Know when students open the message."
        error="Not available for this audience"
      />,
    );
    const control = screen.getByRole('switch', { name: 'Read receipt' });
    expect(control).toHaveAccessibleDescription(
      'Know when students open the message. Not available for this audience',
    );
    expect(control).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not change when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Schedule message" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Schedule message' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
