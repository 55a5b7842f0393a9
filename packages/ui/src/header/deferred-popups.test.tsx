import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The header's popups load their Radix code on first use. Each test holds that code back until
// it says so (`arrive`), with fresh modules so nothing is loaded from an earlier test;
// `requested` tells whether the component has asked for it yet.
let arrive: () => void;
let requested = false;

function holdBack(path: string) {
  const gate = new Promise<void>((resolve) => (arrive = resolve));
  requested = false;
  vi.doMock(path, async (importOriginal) => {
    requested = true;
    await gate;
    return importOriginal();
  });
}

beforeEach(() => {
  vi.resetModules();
  vi.doUnmock('./user-menu-popup');
  vi.doUnmock('./mobile-header-menu');
  vi.doUnmock('./header-search-filter');
});

async function userMenu() {
  holdBack('./user-menu-popup');
  const { UserMenu } = await import('./user-menu');
  const handlers = { onSettings: vi.fn(), onSignOut: vi.fn(), onOpenChange: vi.fn() };
  const view = render(
    <>
      <button type="button">Before</button>
      <UserMenu firstName="Ada" lastName="Lovelace" email="ada@example.edu" {...handlers} />
    </>,
  );
  const trigger = () => screen.getByRole('button', { name: 'Ada user menu' });
  return { ...handlers, ...view, trigger, UserMenu };
}

async function mobileHeader() {
  holdBack('./mobile-header-menu');
  const { MobileHeader } = await import('./mobile-header');
  return MobileHeader;
}

describe('UserMenu before its code has arrived', () => {
  it('is a plain menu button with the same name, and loads the menu only on intent', async () => {
    const { trigger } = await userMenu();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toBe(false);
    await userEvent.hover(trigger());
    await waitFor(() => expect(requested).toBe(true));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens when clicked before the code arrived, once it does', async () => {
    const { trigger, onOpenChange, onSignOut } = await userMenu();
    await userEvent.click(trigger());
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('menu')).toBeNull();
    arrive();
    const menu = await screen.findByRole('menu');
    // Opened with the pointer: the menu takes focus, not its first item (as Radix does).
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it.each(['{Enter}', ' ', '{ArrowDown}'])(
    'opens from the keyboard (%s) before the code arrived with its first item focused',
    async (key) => {
      const { trigger } = await userMenu();
      await userEvent.tab();
      await userEvent.tab();
      expect(trigger()).toHaveFocus();
      await userEvent.keyboard(key);
      expect(screen.queryByRole('menu')).toBeNull();
      arrive();
      const menu = await screen.findByRole('menu');
      await waitFor(() =>
        expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus(),
      );
      await userEvent.keyboard('{ArrowDown}');
      expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    },
  );

  it('keeps focus on the trigger when the code arrives while it is focused', async () => {
    const { trigger } = await userMenu();
    await userEvent.tab();
    await userEvent.tab();
    const plain = trigger();
    expect(plain).toHaveFocus();
    arrive();
    // The Radix trigger replaces the plain button and takes over its focus.
    await waitFor(() => expect(trigger()).not.toBe(plain));
    expect(trigger()).toHaveFocus();
    // And works from the keyboard as the Radix trigger always did.
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger()).toHaveFocus();
  });

  it('does not take focus back when the user moved it elsewhere before the code arrived', async () => {
    const { trigger } = await userMenu();
    await userEvent.tab();
    await userEvent.tab();
    const plain = trigger();
    expect(plain).toHaveFocus();
    await userEvent.tab({ shift: true });
    arrive();
    await waitFor(() => expect(trigger()).not.toBe(plain));
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });

  it('returns focus to the trigger when the menu closes', async () => {
    const { trigger } = await userMenu();
    arrive();
    await userEvent.click(trigger());
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger()).toHaveFocus();
  });

  it('stays controlled: open and onOpenChange work before and after the code arrived', async () => {
    holdBack('./user-menu-popup');
    const { UserMenu } = await import('./user-menu');
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(false)}>
            Close it
          </button>
          <UserMenu
            firstName="Ada"
            email="ada@example.edu"
            onSettings={() => {}}
            onSignOut={() => {}}
            open={open}
            modal={false}
            onOpenChange={(next) => {
              onOpenChange(next);
              setOpen(next);
            }}
          />
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('button', { name: 'Ada user menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    arrive();
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});

describe('MobileHeader before its side menu has arrived', () => {
  it('opens when the avatar is clicked before the code arrived, and focus returns to it on close', async () => {
    const MobileHeader = await mobileHeader();
    render(<MobileHeader userName="Ada Lovelace" title="Dashboard" menu={<p>Items</p>} />);
    const avatar = screen.getByRole('button', { name: 'Open menu' });
    expect(avatar).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();
    arrive();
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByText('Items')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(avatar).toHaveFocus();
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
  });

  it('loads the side menu on intent (focus) without opening it', async () => {
    const MobileHeader = await mobileHeader();
    render(<MobileHeader userName="Ada Lovelace" menu={<p>Items</p>} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toBe(false);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    await waitFor(() => expect(requested).toBe(true));
    arrive();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('stays controlled: the app can open it and close it (as on navigation)', async () => {
    const MobileHeader = await mobileHeader();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <MobileHeader userName="Ada Lovelace" menu={<p>Items</p>} open onOpenChange={onOpenChange} />,
    );
    arrive();
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    rerender(
      <MobileHeader
        userName="Ada Lovelace"
        menu={<p>Items</p>}
        open={false}
        onOpenChange={onOpenChange}
      />,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    rerender(
      <MobileHeader userName="Ada Lovelace" menu={<p>Items</p>} open onOpenChange={onOpenChange} />,
    );
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});

describe('HeaderSearch filter before its code has arrived', () => {
  it('opens when clicked before the code arrived and applies the chosen filter', async () => {
    holdBack('./header-search-filter');
    const { HeaderSearch } = await import('./header-search');
    const onFilterChange = vi.fn();
    render(<HeaderSearch onSearch={() => {}} onFilterChange={onFilterChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search filter: All' }));
    expect(screen.queryByRole('menu')).toBeNull();
    arrive();
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Projects' }));
    expect(onFilterChange).toHaveBeenCalledWith('Projects');
    expect(screen.getByRole('button', { name: 'Search filter: Projects' })).toHaveFocus();
  });
});
