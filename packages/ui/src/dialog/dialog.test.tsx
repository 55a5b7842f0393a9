import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';
import * as esDialog from '@lp/locales/es/ui-dialog';
import { I18nProvider } from '../i18n';

function Example({ closeLabel }: { closeLabel?: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Export Reports</Button>
      </DialogTrigger>
      <DialogContent closeLabel={closeLabel}>
        <DialogHeader>
          <DialogTitle>Export Reports</DialogTitle>
          <DialogDescription>Choose a format and the data sections.</DialogDescription>
        </DialogHeader>
        <label>
          Report name <input />
        </label>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('is named by its title, described by its description and modal', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Export Reports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Reports' });
    expect(dialog).toHaveAccessibleDescription('Choose a format and the data sections.');
  });

  it('traps focus inside and returns it to the trigger on Escape', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Export Reports' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('has a named close button that closes it', async () => {
    const user = userEvent.setup();
    render(<Example closeLabel="Close export" />);
    await user.click(screen.getByRole('button', { name: 'Export Reports' }));
    await user.click(await screen.findByRole('button', { name: 'Close export' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Export Reports' }));
    await screen.findByRole('dialog');
    const overlay = document.querySelector('[data-slot="dialog-overlay"]') as HTMLElement;
    await user.click(overlay);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Dialog in another language', () => {
  it('names its close button in the page language', () => {
    render(
      <I18nProvider
        translations={{ locale: 'es', ready: new Map([[esDialog.id, esDialog.default]]) }}
      >
        <Dialog open>
          <DialogContent>
            <DialogTitle>Exportar informes</DialogTitle>
            <DialogDescription>Elige un formato.</DialogDescription>
          </DialogContent>
        </Dialog>
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
