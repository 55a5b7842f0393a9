import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HeaderBar } from './header-bar';
import { HeaderSearch } from './header-search';
import { MobileHeader } from './mobile-header';
import { NotificationsButton } from './notifications-button';
import { UserMenu } from './user-menu';
import * as arHeader from '@lp/locales/ar/ui-header';
import * as esHeader from '@lp/locales/es/ui-header';
import { I18nProvider } from '../i18n';

describe('HeaderBar', () => {
  it('is the banner landmark with the page title as its heading and its slots in order', () => {
    render(
      <HeaderBar
        title="Course Catalog"
        start={<button type="button">Start</button>}
        end={<button type="button">End</button>}
      >
        <span>Middle</span>
      </HeaderBar>,
    );
    const banner = screen.getByRole('banner');
    expect(
      within(banner).getByRole('heading', { level: 1, name: 'Course Catalog' }),
    ).toBeInTheDocument();
    expect(banner.textContent).toBe('StartCourse CatalogMiddleEnd');
  });
});

describe('HeaderSearch', () => {
  it('searches on Enter with the trimmed query and no filter', async () => {
    const onSearch = vi.fn();
    render(<HeaderSearch onSearch={onSearch} />);
    const field = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(field, '  machine learning {Enter}');
    expect(onSearch).toHaveBeenCalledWith('machine learning', null);
  });

  it('does not search for an empty query', async () => {
    const onSearch = vi.fn();
    render(<HeaderSearch onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('offers the five filters and passes the chosen one with the query', async () => {
    const onSearch = vi.fn();
    const onFilterChange = vi.fn();
    render(<HeaderSearch onSearch={onSearch} onFilterChange={onFilterChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search filter: All' }));
    // The menu's code loads on first use, so it opens a moment later.
    const items = (await screen.findAllByRole('menuitemcheckbox')).map((item) => item.textContent);
    expect(items).toEqual(['Courses', 'Skills', 'Certificates', 'Students', 'Projects']);
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Skills' }));
    expect(onFilterChange).toHaveBeenCalledWith('Skills');
    expect(screen.getByRole('button', { name: 'Search filter: Skills' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'python{Enter}');
    expect(onSearch).toHaveBeenCalledWith('python', 'Skills');
  });

  it('clears the query on Escape, then leaves the field on a second Escape', async () => {
    render(<HeaderSearch onSearch={vi.fn()} />);
    const field = screen.getByRole('searchbox');
    await userEvent.type(field, 'react');
    await userEvent.keyboard('{Escape}');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(field).not.toHaveFocus();
  });

  it('focuses the field on Ctrl/Cmd+K when the shortcut is on', async () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <HeaderSearch onSearch={vi.fn()} shortcut />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await userEvent.keyboard('{Meta>}k{/Meta}');
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('ignores Ctrl+K without the shortcut prop', async () => {
    render(<HeaderSearch onSearch={vi.fn()} />);
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(screen.getByRole('searchbox')).not.toHaveFocus();
  });
});

describe('NotificationsButton', () => {
  it('is named Notifications without unread ones', () => {
    render(<NotificationsButton />);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('carries the unread count in its name and caps the badge at 99+', () => {
    const { rerender } = render(<NotificationsButton count={3} />);
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toHaveTextContent('3');
    rerender(<NotificationsButton count={250} />);
    const button = screen.getByRole('button', { name: 'Notifications, 250 unread' });
    expect(button).toHaveTextContent('99+');
  });

  it('runs its action', async () => {
    const onClick = vi.fn();
    render(<NotificationsButton onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('UserMenu', () => {
  it('shows the first name and e-mail, and runs Settings and Sign Out', async () => {
    const onSettings = vi.fn();
    const onSignOut = vi.fn();
    render(
      <UserMenu
        firstName="Ada"
        lastName="Lovelace"
        email="ada@example.edu"
        onSettings={onSettings}
        onSignOut={onSignOut}
      />,
    );
    // The trigger is looked up each time: the menu's code loads on first use and brings its own.
    const trigger = () => screen.getByRole('button', { name: 'Ada user menu' });
    await userEvent.click(trigger());
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('ada@example.edu')).toBeInTheDocument();
    expect(within(menu).getByText('Ada')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    expect(onSettings).toHaveBeenCalledOnce();
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});

describe('MobileHeader', () => {
  it('opens the side menu from the avatar with the given contents, role label and Sign Out', async () => {
    const onSignOut = vi.fn();
    render(
      <MobileHeader
        userName="Ada Lovelace"
        title="Dashboard"
        roleLabel="Teacher"
        onSignOut={onSignOut}
        menu={
          <nav aria-label="Mobile menu">
            <a href="/dashboard">Dashboard</a>
          </nav>
        }
      />,
    );
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    // The side menu's code loads on first use, so it opens a moment later.
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByText('Teacher')).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the menu on Escape and returns focus to the avatar', async () => {
    render(<MobileHeader userName="Ada Lovelace" menu={<p>Items</p>} />);
    const avatar = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(avatar);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(avatar).toHaveFocus();
  });
});

describe('Header parts in another language', () => {
  it('names the search, its filter and the account menu in Spanish', () => {
    render(
      <I18nProvider
        translations={{ locale: 'es', ready: new Map([[esHeader.id, esHeader.default]]) }}
      >
        <HeaderSearch onSearch={vi.fn()} defaultFilter="Courses" />
        <UserMenu firstName="Ada" email="ada@uni.edu" onSettings={vi.fn()} onSignOut={vi.fn()} />
      </I18nProvider>,
    );
    expect(screen.getByRole('search', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtro de búsqueda: Cursos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'menú de usuario de Ada' })).toBeInTheDocument();
  });

  it('counts unread notifications with the Arabic plural', () => {
    render(
      <I18nProvider
        translations={{ locale: 'ar', ready: new Map([[arHeader.id, arHeader.default]]) }}
      >
        <NotificationsButton count={3} />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('button', { name: 'الإشعارات، 3 إشعارات غير مقروءة' }),
    ).toBeInTheDocument();
  });
});
