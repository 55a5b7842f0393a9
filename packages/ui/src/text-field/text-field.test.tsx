import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label and takes typing', async () => {
    const onChange = vi.fn();
    render(<TextField label="First name" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'Ada');
    expect(input).toHaveValue('Ada');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('reads the description and the error with the input and marks it invalid', () => {
    render(
      <TextField
        label="Email"
        type="email"
        description="Your university e-mail."
        error="Please enter a valid email address"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription(
      'Your university e-mail. Please enter a valid email address',
    );
    expect(input).toBeInvalid();
  });

  it('is required with a visible marker', () => {
    render(<TextField label="Last name" required />);
    expect(screen.getByRole('textbox', { name: 'Last name' })).toBeRequired();
    expect(screen.getByText('*')).toBeVisible();
  });

  it('keeps its name when the label is visually hidden', () => {
    render(<TextField label="Search" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('Search')).toHaveClass('sr-only');
  });

  it('is disabled', () => {
    render(<TextField label="Slug" disabled />);
    expect(screen.getByRole('textbox', { name: 'Slug' })).toBeDisabled();
  });

  it('keeps an aria-describedby the caller passed', () => {
    render(
      <>
        <p id="outside">Shown in the URL.</p>
        <TextField label="Slug" aria-describedby="outside" error="Slug is required" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveAccessibleDescription(
      'Shown in the URL. Slug is required',
    );
  });
});
