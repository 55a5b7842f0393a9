import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChevronLeft, ChevronRight, Play, SkipForward } from './index';

describe('directional icons', () => {
  it('mirror right to left, keeping the caller’s classes', () => {
    const { container } = render(
      <>
        <ChevronLeft data-testid="back" className="size-4" />
        <ChevronRight />
      </>,
    );
    const [back, next] = container.querySelectorAll('svg');
    expect(back).toHaveClass('rtl:-scale-x-100', 'size-4');
    expect(next).toHaveAttribute('data-mirror', 'rtl');
  });

  it('leave media controls as they are, as a tape keeps its direction', () => {
    const { container } = render(
      <>
        <Play />
        <SkipForward />
      </>,
    );
    for (const icon of container.querySelectorAll('svg'))
      expect(icon).not.toHaveAttribute('data-mirror');
  });
});
