import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RouterProvider } from '../link';
import { MobileBottomBar } from './mobile-bottom-bar';
import { studentBarItems, teacherBarItems } from './sample-items';
import * as esBar from '@lp/locales/es/ui-mobile-bottom-bar';
import { I18nProvider } from '../i18n';

describe('MobileBottomBar', () => {
  it("lists the student bar's four destinations in a named navigation landmark", () => {
    render(<MobileBottomBar items={studentBarItems} activeHref="/catalog" />);
    const nav = screen.getByRole('navigation', { name: 'Bottom navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/dashboard'],
      ['Courses', '/my-learning'],
      ['Catalog', '/catalog'],
      ['Calendar', '/calendar'],
    ]);
  });

  it('marks only the current page with aria-current', () => {
    render(<MobileBottomBar items={teacherBarItems} activeHref="/analytics" />);
    expect(screen.getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('treats a sub-page as its section', () => {
    render(<MobileBottomBar items={teacherBarItems} activeHref="/students/42" />);
    expect(screen.getByRole('link', { name: 'Students' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders real links that the app router follows, under another landmark name', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <MobileBottomBar aria-label="Teacher navigation" items={teacherBarItems} />
      </RouterProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Teacher navigation' });
    const link = within(nav).getByRole('link', { name: 'Settings' });
    expect(link).toHaveAttribute('href', '/settings');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/settings');
  });
});

describe('MobileBottomBar in another language', () => {
  it('names the navigation in the page language', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esBar.id, esBar.default]]) }}>
        <MobileBottomBar items={studentBarItems} activeHref="/catalog" />
      </I18nProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Navegación inferior' })).toBeInTheDocument();
  });
});
