import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Main, SkipLink } from './landmarks';
import { breakpointForWidth, useBreakpoint, useMediaQuery } from './use-media-query';
import * as arLayout from '@lp/locales/ar/ui-layout';
import { I18nProvider } from '../i18n';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('breakpointForWidth', () => {
  it('puts widths under 768 on mobile, 768-1023 on tablet and 1024 up on desktop', () => {
    expect(breakpointForWidth(375)).toBe('mobile');
    expect(breakpointForWidth(767)).toBe('mobile');
    expect(breakpointForWidth(768)).toBe('tablet');
    expect(breakpointForWidth(1023)).toBe('tablet');
    expect(breakpointForWidth(1024)).toBe('desktop');
    expect(breakpointForWidth(1920)).toBe('desktop');
  });
});

describe('useBreakpoint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resizeTo(1280);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports the current width and layout class on mount', () => {
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toMatchObject({
      width: 1280,
      breakpoint: 'desktop',
      isDesktop: true,
      isMobile: false,
      isTablet: false,
      isReady: true,
    });
  });

  it('waits until resizing has paused for 100 ms before updating', () => {
    const { result } = renderHook(() => useBreakpoint());
    act(() => resizeTo(500));
    act(() => vi.advanceTimersByTime(60));
    act(() => resizeTo(800));
    act(() => vi.advanceTimersByTime(99));
    expect(result.current.width).toBe(1280);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ width: 800, isTablet: true, isDesktop: false });
  });

  it('switches to mobile under 768 px', () => {
    const { result } = renderHook(() => useBreakpoint());
    act(() => resizeTo(767));
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.isMobile).toBe(true);
  });

  it('stops listening after unmount', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useBreakpoint());
    unmount();
    expect(remove).toHaveBeenCalledWith('resize', expect.any(Function));
    remove.mockRestore();
  });
});

describe('useMediaQuery', () => {
  it('answers from matchMedia and follows its change events', () => {
    let matches = false;
    const listeners = new Set<() => void>();
    const original = window.matchMedia;
    window.matchMedia = ((media: string) => ({
      get matches() {
        return matches;
      },
      media,
      addEventListener: (_: string, cb: () => void) => listeners.add(cb),
      removeEventListener: (_: string, cb: () => void) => listeners.delete(cb),
    })) as unknown as typeof window.matchMedia;
    try {
      const { result } = renderHook(() => useMediaQuery('(prefers-reduced-motion: reduce)'));
      expect(result.current).toBe(false);
      matches = true;
      act(() => listeners.forEach((notify) => notify()));
      expect(result.current).toBe(true);
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('SkipLink and Main', () => {
  it('the skip link is the first tab stop and points at the main landmark', async () => {
    render(
      <>
        <SkipLink />
        <nav aria-label="Main navigation">
          <a href="/dashboard">Dashboard</a>
        </nav>
        <Main>Content</Main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    const main = screen.getByRole('main');
    expect(link).toHaveAttribute('href', `#${main.id}`);
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('takes another label and target', () => {
    render(<SkipLink targetId="lesson">Skip to lesson</SkipLink>);
    expect(screen.getByRole('link', { name: 'Skip to lesson' })).toHaveAttribute('href', '#lesson');
  });
});

describe('SkipLink in another language', () => {
  it('reads in the page language', () => {
    render(
      <I18nProvider
        translations={{ locale: 'ar', ready: new Map([[arLayout.id, arLayout.default]]) }}
      >
        <SkipLink />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'الانتقال إلى المحتوى الرئيسي' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });
});
