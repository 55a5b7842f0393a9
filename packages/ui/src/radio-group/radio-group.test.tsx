import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup, RadioGroupItem } from './radio-group';

function Formats(props: Partial<React.ComponentProps<typeof RadioGroup>>) {
  return (
    <RadioGroup label="Format" defaultValue="pdf" {...props}>
      <RadioGroupItem value="pdf" label="PDF" />
      <RadioGroupItem value="excel" label="Excel" description="One sheet per section." />
      <RadioGroupItem value="csv" label="CSV" />
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a named group of named radios', () => {
    render(<Formats />);
    const group = screen.getByRole('radiogroup', { name: 'Format' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'PDF' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Excel' })).toHaveAccessibleDescription(
      'One sheet per section.',
    );
  });

  // jsdom does not fire the focus-driven check of Radix; the story checks arrow-selects in a browser.
  it('moves focus with the arrow keys and chooses with Space', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<Formats onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'PDF' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Excel' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Excel' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('excel');
  });

  it('selects a choice from a click on its label', async () => {
    render(<Formats />);
    await userEvent.click(screen.getByText('CSV'));
    expect(screen.getByRole('radio', { name: 'CSV' })).toBeChecked();
  });

  it('reads the description and the error with the group, which is required and invalid', () => {
    render(
      <Formats
        defaultValue={undefined}
        required
        description="How the report is saved."
        error="Choose a format"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Format' });
    expect(group).toHaveAccessibleDescription('How the report is saved. Choose a format');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
  });
});
