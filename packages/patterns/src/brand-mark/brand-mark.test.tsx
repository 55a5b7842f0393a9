import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandMark } from './brand-mark';
import { brokenLogoUrl, sampleLogoUrl } from './brand-mark.samples';

const markOf = (container: HTMLElement) => container.querySelector('[data-slot="brand-mark"]');

describe('BrandMark', () => {
  it('shows the first letter of the product name without a logo, hidden from screen readers', () => {
    const { container } = render(<BrandMark productName="northbridge Learning" />);
    expect(markOf(container)).toHaveTextContent('N');
    expect(markOf(container)).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the logo as a decorative image (the name is written beside it)', () => {
    const { container } = render(<BrandMark productName="Northbridge" logoUrl={sampleLogoUrl} />);
    expect(markOf(container)?.tagName).toBe('IMG');
    expect(markOf(container)).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('falls back to the letter tile when the logo fails, and tries a new address again', () => {
    const { container, rerender } = render(
      <BrandMark productName="Lakeside" logoUrl={brokenLogoUrl} />,
    );
    fireEvent.error(markOf(container)!);
    expect(markOf(container)?.tagName).toBe('SPAN');
    expect(markOf(container)).toHaveTextContent('L');
    rerender(<BrandMark productName="Lakeside" logoUrl={sampleLogoUrl} />);
    expect(markOf(container)?.tagName).toBe('IMG');
  });
});
