import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from './sheet';
import * as arDialog from '@lp/locales/ar/ui-dialog';
import { I18nProvider } from '../i18n';

function Example({ side }: { side?: 'start' | 'end' }) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button>Open menu</Button>
      </SheetTrigger>
      <SheetContent side={side} size="sidebar" closeLabel="Close menu">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Student</SheetDescription>
        </SheetHeader>
        <a href="/dashboard">Dashboard</a>
      </SheetContent>
    </Sheet>
  );
}

describe('Sheet', () => {
  it('opens as a modal dialog named by its title, from the side it was given', async () => {
    const user = userEvent.setup();
    render(<Example side="start" />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(sheet).toHaveAttribute('data-side', 'start');
    expect(sheet.className).toContain('w-(--lp-size-sidebar-expanded)');
  });

  it('slides in from the right by default', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-side', 'end');
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes from its named close button', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Sheet in another language', () => {
  it('names its close button in the page language', () => {
    render(
      <I18nProvider
        translations={{ locale: 'ar', ready: new Map([[arDialog.id, arDialog.default]]) }}
      >
        <Sheet open>
          <SheetContent>
            <SheetHeader>
              <SheetTitle>القائمة</SheetTitle>
              <SheetDescription>التنقل</SheetDescription>
            </SheetHeader>
          </SheetContent>
        </Sheet>
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });
});
