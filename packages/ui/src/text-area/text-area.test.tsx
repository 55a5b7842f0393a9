import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('is a named multi-line text box that keeps line breaks', async () => {
    render(<TextArea label="Message" />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'Hello{Enter}class');
    expect(area).toHaveValue('Hello\nclass');
  });

  it('reads its description and error and is invalid and required', () => {
    render(
      <TextArea
        label="Content"
        required
        description="Sent to every student of the course."
        error="Content is required"
      />,
    );
    const area = screen.getByRole('textbox', { name: 'Content' });
    expect(area).toBeRequired();
    expect(area).toBeInvalid();
    expect(area).toHaveAccessibleDescription(
      'Sent to every student of the course. Content is required',
    );
  });

  it('can turn resizing off', () => {
    render(<TextArea label="Notes" resizable={false} />);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute(
      'data-resizable',
      'false',
    );
  });
});
