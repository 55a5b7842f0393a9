import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMobileDevice, usePlayerLayoutMode } from './use-player-layout-mode';

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

describe('usePlayerLayoutMode', () => {
  const initialWidth = window.innerWidth;
  afterEach(() => {
    vi.restoreAllMocks();
    window.innerWidth = initialWidth;
  });

  it('is desktop at 768 px and wider, mobile under 768 px, re-evaluated on resize', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP_UA);
    window.innerWidth = 1280;
    const { result } = renderHook(() => usePlayerLayoutMode());
    expect(result.current).toBe('desktop');
    resizeTo(767);
    expect(result.current).toBe('mobile');
    resizeTo(768);
    expect(result.current).toBe('desktop');
  });

  it('is mobile on a mobile device whatever the width', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    window.innerWidth = 1024;
    const { result } = renderHook(() => usePlayerLayoutMode());
    expect(result.current).toBe('mobile');
  });

  it('is undefined before the browser can be measured (the screen shows a spinner)', () => {
    function Probe() {
      return <span>{usePlayerLayoutMode() ?? 'undecided'}</span>;
    }
    expect(renderToString(<Probe />)).toContain('undecided');
  });
});

describe('isMobileDevice', () => {
  it('reads client hints first, then the user agent', () => {
    expect(
      isMobileDevice({ userAgent: DESKTOP_UA, userAgentData: { mobile: true } } as never),
    ).toBe(true);
    expect(isMobileDevice({ userAgent: IPHONE_UA } as never)).toBe(true);
    expect(
      isMobileDevice({
        userAgent:
          'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Mobile Safari/537.36',
      } as never),
    ).toBe(true);
    expect(isMobileDevice({ userAgent: DESKTOP_UA } as never)).toBe(false);
    expect(isMobileDevice(undefined)).toBe(false);
  });
});
