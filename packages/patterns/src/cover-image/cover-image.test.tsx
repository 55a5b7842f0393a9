import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CoverImage } from './cover-image';

describe('CoverImage', () => {
  it('shows the picture with its text alternative', () => {
    render(<CoverImage src="/a.jpg" alt="A lecture hall" />);
    expect(screen.getByRole('img', { name: 'A lecture hall' })).toHaveAttribute('src', '/a.jpg');
  });

  it('keeps its name when the picture breaks, and tries a new address again', () => {
    const { rerender } = render(<CoverImage src="/broken.jpg" alt="A lecture hall" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'A lecture hall' })).not.toHaveAttribute('src');
    rerender(<CoverImage src="/b.jpg" alt="A lecture hall" />);
    expect(screen.getByRole('img', { name: 'A lecture hall' })).toHaveAttribute('src', '/b.jpg');
  });

  it('shows the placeholder for a picture that broke before the app started (a page the server drew)', () => {
    // A broken image is complete with no natural width; one still loading is not complete.
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    try {
      render(<CoverImage src="/broken-early.jpg" alt="A lecture hall" />);
      expect(screen.getByRole('img', { name: 'A lecture hall' })).not.toHaveAttribute('src');
    } finally {
      complete.mockRestore();
    }
    render(<CoverImage src="/still-loading.jpg" alt="A library" />);
    expect(screen.getByRole('img', { name: 'A library' })).toHaveAttribute('src');
  });

  it('hides a decorative placeholder from screen readers', () => {
    const { container } = render(<CoverImage src={null} />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });
});
