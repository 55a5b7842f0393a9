import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './link';
import { RouterProvider } from './router';

function renderWithRouter(ui: React.ReactNode) {
  const navigate = vi.fn();
  const prefetch = vi.fn();
  render(
    <RouterProvider navigate={navigate} prefetch={prefetch} useHref={(href) => `/base${href}`}>
      {ui}
    </RouterProvider>,
  );
  return { navigate, prefetch };
}

describe('Link', () => {
  it('renders a real anchor whose href the router resolves', () => {
    renderWithRouter(<Link href="/courses">Courses</Link>);
    expect(screen.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/base/courses');
  });

  it('hands a plain click to the router instead of the document', async () => {
    const { navigate } = renderWithRouter(<Link href="/courses">Courses</Link>);
    await userEvent.click(screen.getByRole('link', { name: 'Courses' }));
    expect(navigate).toHaveBeenCalledWith('/courses');
  });

  it.each([['metaKey'], ['ctrlKey'], ['shiftKey'], ['altKey']] as const)(
    'leaves a click with %s to the browser (new tab or window)',
    (modifier) => {
      const { navigate } = renderWithRouter(<Link href="/courses">Courses</Link>);
      const link = screen.getByRole('link', { name: 'Courses' });
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, [modifier]: true });
      link.dispatchEvent(event);
      expect(navigate).not.toHaveBeenCalled();
      expect(event.defaultPrevented).toBe(false);
    },
  );

  it('leaves links that open elsewhere or download to the browser', () => {
    const { navigate } = renderWithRouter(
      <>
        <Link href="/a" target="_blank">
          New tab
        </Link>
        <Link href="/b" download>
          Download
        </Link>
        <Link href="https://example.org/c">Elsewhere</Link>
      </>,
    );
    for (const name of ['New tab', 'Download', 'Elsewhere']) {
      fireEvent.click(screen.getByRole('link', { name }), { button: 0 });
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('prefetches the page on hover and on focus', async () => {
    const { prefetch } = renderWithRouter(<Link href="/calendar">Calendar</Link>);
    const link = screen.getByRole('link', { name: 'Calendar' });
    await userEvent.hover(link);
    expect(prefetch).toHaveBeenLastCalledWith('/calendar');
    prefetch.mockClear();
    link.focus();
    expect(prefetch).toHaveBeenCalledWith('/calendar');
  });

  it('still runs the caller’s click handler, and respects its preventDefault', async () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    const { navigate } = renderWithRouter(
      <Link href="/x" onClick={onClick}>
        X
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'X' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('is a plain document link outside a RouterProvider', () => {
    render(<Link href="/plain">Plain</Link>);
    const link = screen.getByRole('link', { name: 'Plain' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    expect(link).toHaveAttribute('href', '/plain');
    // jsdom does not navigate, but nothing stopped the browser from doing so.
    expect(event.defaultPrevented).toBe(false);
  });
});
