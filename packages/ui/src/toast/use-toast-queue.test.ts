import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useToastQueue } from './use-toast-queue';

const titles = (items: { title: unknown }[]) => items.map((item) => item.title);

describe('useToastQueue', () => {
  it('shows at most three toasts by default and queues the rest in order', () => {
    const { result } = renderHook(() => useToastQueue());
    act(() => {
      for (const title of ['A', 'B', 'C', 'D', 'E']) result.current.toast({ title });
    });
    expect(titles(result.current.visible)).toEqual(['A', 'B', 'C']);
    expect(titles(result.current.queued)).toEqual(['D', 'E']);
  });

  it('moves the next queued toast up when a visible one leaves', () => {
    const { result } = renderHook(() => useToastQueue({ limit: 2 }));
    const ids: string[] = [];
    act(() => {
      for (const title of ['A', 'B', 'C']) ids.push(result.current.toast({ title }));
    });
    act(() => result.current.dismiss(ids[0]!));
    expect(titles(result.current.visible)).toEqual(['B', 'C']);
    expect(result.current.queued).toHaveLength(0);
  });

  it('drops a queued toast without disturbing the visible ones', () => {
    const { result } = renderHook(() => useToastQueue({ limit: 1 }));
    let queuedId = '';
    act(() => {
      result.current.toast({ title: 'A' });
      queuedId = result.current.toast({ title: 'B' });
      result.current.toast({ title: 'C' });
    });
    act(() => result.current.dismiss(queuedId));
    expect(titles(result.current.visible)).toEqual(['A']);
    expect(titles(result.current.queued)).toEqual(['C']);
  });

  it('replaces a toast sent again with the same id instead of adding one', () => {
    const { result } = renderHook(() => useToastQueue());
    act(() => {
      result.current.toast({ id: 'save', title: 'Saving...' });
      result.current.toast({ id: 'save', title: 'Saved', variant: 'success' });
    });
    expect(result.current.visible).toEqual([{ id: 'save', title: 'Saved', variant: 'success' }]);
  });

  it('defaults the variant to neutral and clears everything on demand', () => {
    const { result } = renderHook(() => useToastQueue());
    act(() => {
      result.current.toast({ title: 'A' });
    });
    expect(result.current.visible[0]?.variant).toBe('neutral');
    act(() => result.current.clear());
    expect(result.current.visible).toHaveLength(0);
  });
});
