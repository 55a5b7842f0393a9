import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccessDenied } from './access-denied';
import { sampleHrefs } from '../samples/paths.samples';

describe('AccessDenied', () => {
  it("shows the spec's title and message with a way back", () => {
    render(<AccessDenied {...sampleHrefs.toDashboard} />);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
