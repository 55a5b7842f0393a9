import { act, renderHook } from '@testing-library/react';
import type { PointerEvent, TouchEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSwipeNavigation } from './use-swipe-navigation';

function setup(options: { canGoNext?: boolean; canGoPrevious?: boolean } = {}) {
  const onNext = vi.fn();
  const onPrevious = vi.fn();
  const hook = renderHook(() =>
    useSwipeNavigation({
      onNext,
      onPrevious,
      canGoNext: options.canGoNext ?? true,
      canGoPrevious: options.canGoPrevious ?? true,
    }),
  );
  return { hook, onNext, onPrevious };
}

const pointer = (x: number, y: number, pointerType = 'touch') =>
  ({ clientX: x, clientY: y, pointerType, isPrimary: true }) as unknown as PointerEvent;
const touches = (...points: Array<[number, number]>) =>
  ({
    touches: points.map(([clientX, clientY]) => ({ clientX, clientY })),
  }) as unknown as TouchEvent;

describe('useSwipeNavigation', () => {
  it('follows pointer events of type touch', () => {
    const { hook, onNext } = setup();
    act(() => hook.result.current.swipeProps.onPointerDown(pointer(300, 100)));
    act(() => hook.result.current.swipeProps.onPointerMove(pointer(240, 100)));
    expect(hook.result.current.hint).toBe('undecided');
    act(() => hook.result.current.swipeProps.onPointerMove(pointer(180, 100)));
    expect(hook.result.current.hint).toBe('next');
    act(() => hook.result.current.swipeProps.onPointerUp(pointer(180, 100)));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(hook.result.current.hint).toBeNull();
  });

  it('ignores a mouse drag, which stays a text selection', () => {
    const { hook, onNext } = setup();
    act(() => hook.result.current.swipeProps.onPointerDown(pointer(300, 100, 'mouse')));
    act(() => hook.result.current.swipeProps.onPointerMove(pointer(100, 100, 'mouse')));
    act(() => hook.result.current.swipeProps.onPointerUp(pointer(100, 100, 'mouse')));
    expect(onNext).not.toHaveBeenCalled();
  });

  it('counts one gesture once when the browser sends both pointer and touch events', () => {
    const { hook, onPrevious } = setup();
    const props = () => hook.result.current.swipeProps;
    act(() => props().onPointerDown(pointer(100, 100)));
    act(() => props().onTouchStart(touches([100, 100])));
    act(() => props().onPointerMove(pointer(250, 100)));
    act(() => props().onTouchMove(touches([250, 100])));
    act(() => props().onPointerUp(pointer(250, 100)));
    act(() => props().onTouchEnd());
    expect(onPrevious).toHaveBeenCalledTimes(1);
  });

  it('drops the gesture when the browser cancels it for scrolling', () => {
    const { hook, onNext } = setup();
    const props = () => hook.result.current.swipeProps;
    act(() => props().onTouchStart(touches([300, 100])));
    act(() => props().onTouchMove(touches([150, 100])));
    act(() => props().onTouchCancel());
    expect(onNext).not.toHaveBeenCalled();
    expect(hook.result.current.hint).toBeNull();
  });

  it('does not promise a direction that is not allowed', () => {
    const { hook, onPrevious } = setup({ canGoPrevious: false });
    const props = () => hook.result.current.swipeProps;
    act(() => props().onTouchStart(touches([100, 100])));
    act(() => props().onTouchMove(touches([260, 100])));
    expect(hook.result.current.hint).toBe('undecided');
    act(() => props().onTouchEnd());
    expect(onPrevious).not.toHaveBeenCalled();
  });

  it('ignores a second finger', () => {
    const { hook, onNext } = setup();
    const props = () => hook.result.current.swipeProps;
    act(() => props().onTouchStart(touches([300, 100])));
    act(() => props().onTouchStart(touches([300, 100], [320, 140])));
    act(() => props().onTouchMove(touches([100, 100])));
    act(() => props().onTouchEnd());
    expect(onNext).not.toHaveBeenCalled();
  });
});
