import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorField, toPickerHex, useCopyToClipboard } from './color-field';
import * as esColor from '@lp/locales/es/ui-color-field';
import { I18nProvider } from '../i18n';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('toPickerHex', () => {
  it.each([
    ['#1E40AF', '#1e40af'],
    ['1e40af', '#1e40af'],
    ['#abc', '#aabbcc'],
    ['  #6B7280 ', '#6b7280'],
    ['blue', '#000000'],
    ['', '#000000'],
    ['#12345', '#000000'],
  ])('%j shows as %s in the picker', (text, hex) => {
    expect(toPickerHex(text)).toBe(hex);
  });
});

describe('useCopyToClipboard', () => {
  it('reports copied for the 2000 ms confirmation, then resets', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const write = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useCopyToClipboard({ write }));
    await act(() => result.current.copy('#1e40af'));
    expect(write).toHaveBeenCalledWith('#1e40af');
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('only logs a failed copy', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const write = vi.fn(() => Promise.reject(new Error('denied')));
    const { result } = renderHook(() => useCopyToClipboard({ write }));
    let ok = true;
    await act(async () => {
      ok = await result.current.copy('#000000');
    });
    expect(ok).toBe(false);
    expect(result.current.copied).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('ColorField', () => {
  it('names the picker, the text field and the copy button', () => {
    render(<ColorField label="Primary Color" defaultValue="#1e40af" />);
    expect(screen.getByLabelText('Primary Color picker')).toHaveValue('#1e40af');
    expect(screen.getByRole('textbox', { name: 'Primary Color' })).toHaveValue('#1e40af');
    expect(screen.getByRole('button', { name: 'Copy Primary Color' })).toBeInTheDocument();
  });

  it('accepts any text in the text field and follows it in the picker', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<ColorField label="Accent Color" defaultValue="" onValueChange={onValueChange} />);
    const text = screen.getByRole('textbox', { name: 'Accent Color' });
    await user.type(text, '#f00');
    expect(screen.getByLabelText('Accent Color picker')).toHaveValue('#ff0000');
    await user.clear(text);
    await user.type(text, 'not a colour');
    expect(text).toHaveValue('not a colour');
    expect(onValueChange).toHaveBeenLastCalledWith('not a colour');
  });

  it('shows Copied for 2000 ms after a copy, then Copy again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const write = vi.fn(() => Promise.resolve());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ColorField label="Primary Color" defaultValue="#1e40af" write={write} />);
    await user.click(screen.getByRole('button', { name: 'Copy Primary Color' }));
    expect(write).toHaveBeenCalledWith('#1e40af');
    expect(screen.getByRole('button', { name: 'Copied Primary Color' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy Primary Color' })).toBeInTheDocument();
  });

  it('keeps showing Copy when the clipboard refuses, and logs the error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const write = vi.fn(() => Promise.reject(new Error('denied')));
    const user = userEvent.setup();
    render(<ColorField label="Primary Color" write={write} />);
    await user.click(screen.getByRole('button', { name: 'Copy Primary Color' }));
    expect(error).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy Primary Color' })).toBeInTheDocument();
  });

  it('reads an error with the text field', () => {
    render(<ColorField label="Primary Color" error="Use a hex colour" />);
    const text = screen.getByRole('textbox', { name: 'Primary Color' });
    expect(text).toBeInvalid();
    expect(text).toHaveAccessibleDescription('Use a hex colour');
  });
});

describe('ColorField in another language', () => {
  it('names the picker and the copy button in the page language', () => {
    render(
      <I18nProvider
        translations={{ locale: 'es', ready: new Map([[esColor.id, esColor.default]]) }}
      >
        <ColorField label="Color primario" defaultValue="#1e40af" />
      </I18nProvider>,
    );
    expect(screen.getByLabelText('Selector de Color primario')).toHaveValue('#1e40af');
    expect(screen.getByRole('button', { name: 'Copiar Color primario' })).toBeInTheDocument();
  });
});
