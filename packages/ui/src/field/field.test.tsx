import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldFrame, fieldControlVariants, useField } from './field';

function Example(props: { description?: string; error?: string; required?: boolean }) {
  const field = useField({
    hasDescription: Boolean(props.description),
    hasError: Boolean(props.error),
    required: props.required,
  });
  return (
    <FieldFrame field={field} label="Email" description={props.description} error={props.error}>
      <input className={fieldControlVariants()} required={props.required} {...field.controlProps} />
    </FieldFrame>
  );
}

describe('useField and FieldFrame', () => {
  it('names the control by its label', () => {
    render(<Example />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('describes the control with the description, then the error', () => {
    render(<Example description="We never share it." error="Email is required" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it. Email is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('is neither invalid nor described when there is nothing to say', () => {
    render(<Example />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('shows a visible required marker hidden from screen readers, and the control is required', () => {
    render(<Example required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps ids the caller passed first in aria-describedby', () => {
    const { result } = renderHook(() =>
      useField({ id: 'email', hasError: true, 'aria-describedby': 'outside' }),
    );
    expect(result.current.controlProps.id).toBe('email');
    expect(result.current.controlProps['aria-describedby']).toBe(
      `outside ${result.current.state.errorId}`,
    );
  });

  it('can be invalid without a message', () => {
    const { result } = renderHook(() => useField({ invalid: true }));
    expect(result.current.controlProps['aria-invalid']).toBe(true);
    expect(result.current.controlProps['aria-describedby']).toBeUndefined();
  });
});
