import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonGroup } from './skeleton';
import * as arSkeleton from '@lp/locales/ar/ui-skeleton';
import { I18nProvider } from '../i18n';

describe('Skeleton', () => {
  it('announces a loading region once and hides the placeholder shapes', () => {
    const { container } = render(
      <SkeletonGroup label="Loading dashboard">
        <Skeleton shape="circle" className="size-10" />
        <Skeleton shape="text" />
      </SkeletonGroup>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Loading dashboard');
    expect(region).toHaveAttribute('aria-busy', 'true');
    const shapes = container.querySelectorAll('[data-slot="skeleton"]');
    expect(shapes).toHaveLength(2);
    for (const shape of shapes) expect(shape).toHaveAttribute('aria-hidden', 'true');
  });

  it('stops shimmering when the user asks for reduced motion', () => {
    const { container } = render(<Skeleton />);
    const shape = container.querySelector('[data-slot="skeleton"]');
    expect(shape).toHaveClass('animate-pulse', 'motion-reduce:animate-none');
    expect(shape).toHaveAttribute('data-shape', 'rect');
  });

  it("uses the spec's generic loading text by default", () => {
    render(<SkeletonGroup />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});

describe('SkeletonGroup in another language', () => {
  it('announces loading in the page language', () => {
    render(
      <I18nProvider
        translations={{ locale: 'ar', ready: new Map([[arSkeleton.id, arSkeleton.default]]) }}
      >
        <SkeletonGroup>
          <Skeleton shape="text" />
        </SkeletonGroup>
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل...');
  });
});
