import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  preloadToastRegion,
  ToastProvider,
  toastSwipeDirection,
  toastSwipeThreshold,
  useToast,
} from './toast';
import type { ToastOptions } from './use-toast-queue';
import * as esToast from '@lp/locales/es/ui-toast';
import { I18nProvider } from '../i18n';

// The region loads with the first toast; loading it up front keeps these tests about behaviour.
beforeAll(() => preloadToastRegion());

function Sender({ batch }: { batch: ToastOptions[] }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => batch.forEach((options) => toast(options))}>
      Send
    </button>
  );
}

function setup(batch: ToastOptions[], props: React.ComponentProps<typeof ToastProvider> = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <ToastProvider {...props}>
      <Sender batch={batch} />
    </ToastProvider>,
  );
  return user;
}

const toastTitles = () =>
  Array.from(document.querySelectorAll('[data-slot="toast-title"]')).map((el) => el.textContent);

describe('ToastProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes a toast by itself after 3000 ms by default (spec 2 §8)', async () => {
    const user = setup([{ title: 'Saved' }]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(toastTitles()).toEqual(['Saved']);
    // Small margins: the fake clock also follows real time (shouldAdvanceTime).
    act(() => vi.advanceTimersByTime(2800));
    expect(toastTitles()).toEqual(['Saved']);
    act(() => vi.advanceTimersByTime(300));
    expect(toastTitles()).toEqual([]);
  });

  it("keeps a toast for its own duration, such as the lesson player's 5000 ms", async () => {
    const user = setup([{ title: 'Bookmark added', duration: 5000 }]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    act(() => vi.advanceTimersByTime(4800));
    expect(toastTitles()).toEqual(['Bookmark added']);
    act(() => vi.advanceTimersByTime(300));
    expect(toastTitles()).toEqual([]);
  });

  it('shows three at once and brings queued toasts in as earlier ones close', async () => {
    const user = setup([
      { title: 'One' },
      { title: 'Two' },
      { title: 'Three' },
      { title: 'Four', duration: 5000 },
    ]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(toastTitles()).toEqual(['One', 'Two', 'Three']);
    act(() => vi.advanceTimersByTime(3100));
    expect(toastTitles()).toEqual(['Four']);
    // The queued toast's own duration starts when it shows.
    act(() => vi.advanceTimersByTime(4800));
    expect(toastTitles()).toEqual(['Four']);
    act(() => vi.advanceTimersByTime(300));
    expect(toastTitles()).toEqual([]);
  });

  it('honours a custom visible limit', async () => {
    const user = setup([{ title: 'One' }, { title: 'Two' }], { limit: 1 });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(toastTitles()).toEqual(['One']);
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(toastTitles()).toEqual(['Two']);
  });

  it('pauses while the window is blurred and resumes on focus', async () => {
    const user = setup([{ title: 'Saved' }]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.blur(window);
    act(() => vi.advanceTimersByTime(10_000));
    expect(toastTitles()).toEqual(['Saved']);
    fireEvent.focus(window);
    act(() => vi.advanceTimersByTime(1500));
    expect(toastTitles()).toEqual(['Saved']);
    act(() => vi.advanceTimersByTime(600));
    expect(toastTitles()).toEqual([]);
  });

  it('pauses while the pointer is over the toasts', async () => {
    const user = setup([{ title: 'Saved' }]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const region = screen.getByRole('region', { name: /Notifications/ });
    fireEvent.pointerMove(region);
    act(() => vi.advanceTimersByTime(8000));
    expect(toastTitles()).toEqual(['Saved']);
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(5100));
    expect(toastTitles()).toEqual([]);
  });

  it('announces politely and closes from the named close button', async () => {
    const user = setup([
      { title: 'Saved', description: 'Your changes are live', variant: 'success' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const toast = document.querySelector('[data-slot="toast"]');
    expect(toast).toHaveAttribute('data-variant', 'success');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    const announcer = screen
      .getAllByRole('status')
      .find((el) => el.textContent?.includes('Your changes are live'));
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(toastTitles()).toEqual([]);
  });

  it('needs a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Sender batch={[]} />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});

describe('swipe rules', () => {
  it('dismisses only past 80 percent of the toast width', () => {
    expect(toastSwipeThreshold(400)).toBe(320);
    expect(toastSwipeThreshold(356)).toBe(285);
    expect(toastSwipeThreshold(200, 0.5)).toBe(100);
  });

  it('swipes towards the nearest edge', () => {
    expect(toastSwipeDirection('top-end')).toBe('right');
    expect(toastSwipeDirection('bottom-start')).toBe('left');
    expect(toastSwipeDirection('top-center')).toBe('right');
  });

  it('swipes towards the mirrored edge right to left', () => {
    expect(toastSwipeDirection('top-end', 'rtl')).toBe('left');
    expect(toastSwipeDirection('bottom-start', 'rtl')).toBe('right');
    expect(toastSwipeDirection('top-center', 'rtl')).toBe('left');
  });
});

describe('ToastProvider in another language', () => {
  it('names the region and the close button in the page language', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider
        translations={{ locale: 'es', ready: new Map([[esToast.id, esToast.default]]) }}
      >
        <ToastProvider>
          <Sender batch={[{ title: 'Guardado', variant: 'success' }]} />
        </ToastProvider>
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Cerrar notificación' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Notificaciones \(F8\)$/ })).toBeInTheDocument();
  });
});
