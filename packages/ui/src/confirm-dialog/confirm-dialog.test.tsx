import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button';
import { ConfirmDialog, useConfirmDialog } from './confirm-dialog';
import * as esConfirm from '@lp/locales/es/ui-confirm-dialog';
import { I18nProvider } from '../i18n';

const MESSAGE = "Please type 'confirm' to proceed with the changes.";

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useConfirmDialog', () => {
  it.each(['confirm', 'CONFIRM', 'Confirm', 'cOnFiRm'])(
    'accepts %s as the typed word (case-insensitive)',
    async (word) => {
      const onConfirm = vi.fn();
      const { result } = renderHook(() =>
        useConfirmDialog({ defaultOpen: true, onConfirm, requireTypedConfirmation: true }),
      );
      act(() => result.current.setTyped(word));
      await act(() => result.current.confirm());
      expect(onConfirm).toHaveBeenCalledTimes(1);
      expect(result.current.open).toBe(false);
    },
  );

  it.each(['', 'confirmed', 'conf', 'yes', 'c o n f i r m'])(
    'refuses %j with the spec message and stays open',
    async (word) => {
      const onConfirm = vi.fn();
      const { result } = renderHook(() =>
        useConfirmDialog({ defaultOpen: true, onConfirm, requireTypedConfirmation: true }),
      );
      act(() => result.current.setTyped(word));
      await act(() => result.current.confirm());
      expect(onConfirm).not.toHaveBeenCalled();
      expect(result.current.error).toBe(MESSAGE);
      expect(result.current.open).toBe(true);
    },
  );

  it('needs no word when typed confirmation is off', async () => {
    const onConfirm = vi.fn();
    const { result } = renderHook(() => useConfirmDialog({ defaultOpen: true, onConfirm }));
    await act(() => result.current.confirm());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('clears the typed word and message when cancelled', async () => {
    const { result } = renderHook(() =>
      useConfirmDialog({ defaultOpen: true, onConfirm: vi.fn(), requireTypedConfirmation: true }),
    );
    act(() => result.current.setTyped('nope'));
    await act(() => result.current.confirm());
    act(() => result.current.cancel());
    expect(result.current.open).toBe(false);
    expect(result.current.typed).toBe('');
    expect(result.current.error).toBeNull();
  });

  it('clears the typed word when a controlling parent closes it', () => {
    const { result, rerender } = renderHook(
      ({ open }) => useConfirmDialog({ open, onConfirm: vi.fn(), requireTypedConfirmation: true }),
      { initialProps: { open: true } },
    );
    act(() => result.current.setTyped('confirm'));
    rerender({ open: false });
    expect(result.current.typed).toBe('');
  });

  it('stays open and leaves the busy state when the action fails', async () => {
    const { result } = renderHook(() =>
      useConfirmDialog({ defaultOpen: true, onConfirm: () => Promise.reject(new Error('down')) }),
    );
    let done = true;
    await act(async () => {
      done = await result.current.confirm();
    });
    expect(done).toBe(false);
    expect(result.current.open).toBe(true);
    expect(result.current.busy).toBe(false);
  });
});

describe('ConfirmDialog', () => {
  function Example(props: { onConfirm: () => void | Promise<void> }) {
    return (
      <ConfirmDialog
        trigger={<Button>Save Changes</Button>}
        title="Confirm URL Change"
        description="The live stream URL will change for every student."
        requireTypedConfirmation
        {...props}
      />
    );
  }

  it('shows the spec message for a wrong word and ties it to the field', async () => {
    const user = userEvent.setup();
    render(<Example onConfirm={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const input = await screen.findByRole('textbox', { name: "Type 'confirm' to proceed" });
    expect(input).toHaveFocus();
    await user.type(input, 'confrim{Enter}');
    expect(input).toHaveAccessibleDescription(MESSAGE);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alertdialog', { name: 'Confirm URL Change' })).toBeInTheDocument();
  });

  it('shows the busy label while the action runs, then closes', async () => {
    const pending = deferred();
    const user = userEvent.setup();
    render(<Example onConfirm={() => pending.promise} />);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.type(await screen.findByRole('textbox'), 'Confirm');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => pending.resolve());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Cancel closes it and the word is gone when it opens again', async () => {
    const user = userEvent.setup();
    render(<Example onConfirm={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.type(await screen.findByRole('textbox'), 'conf');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('textbox')).toHaveValue('');
  });

  it('shows a failure passed in by the caller as an alert', async () => {
    render(
      <ConfirmDialog
        defaultOpen
        title="Confirm URL Change"
        onConfirm={vi.fn()}
        error="Failed to update URL. Please try again."
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update URL. Please try again.',
    );
  });
});

describe('ConfirmDialog in another language', () => {
  it('asks for the word and names its buttons in the page language', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider
        translations={{ locale: 'es', ready: new Map([[esConfirm.id, esConfirm.default]]) }}
      >
        <ConfirmDialog
          trigger={<Button>Guardar cambios</Button>}
          title="Confirmar cambio de URL"
          requireTypedConfirmation
          onConfirm={vi.fn()}
        />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const input = await screen.findByRole('textbox', { name: "Escribe 'confirm' para continuar" });
    await user.type(input, 'no{Enter}');
    expect(input).toHaveAccessibleDescription("Escribe 'confirm' para aplicar los cambios.");
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
  });
});
