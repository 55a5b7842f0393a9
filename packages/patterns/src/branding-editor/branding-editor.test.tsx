import { BRANDING_LOGO_MAX_BYTES, brandingMessages, simulatedDelays } from '@lp/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as arNs from '@lp/locales/ar/branding-editor';
import * as esNs from '@lp/locales/es/branding-editor';
import { I18nProvider } from '@lp/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandingEditorPage } from './branding-editor';
import {
  sampleBrandingEditorProps,
  sampleBrandingVersions,
  sampleStoredBranding,
} from './branding-editor.samples';

const primary = () => screen.getByRole('textbox', { name: 'Primary colour' });
const save = () => screen.getByRole('button', { name: 'Save Changes' });
const reset = () => screen.queryByRole('button', { name: 'Reset' });

/** A promise the test settles itself, to look at the page while a request runs. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => vi.useRealTimers());

describe('BrandingEditorPage', () => {
  it('starts clean from the stored branding: Save disabled, no Reset', () => {
    render(<BrandingEditorPage {...sampleBrandingEditorProps()} />);
    expect(primary()).toHaveValue('#1E40AF');
    expect(screen.getByRole('textbox', { name: 'Product name' })).toHaveValue('Northbridge Learn');
    expect(save()).toBeDisabled();
    expect(reset()).toBeNull();
  });

  it('becomes dirty on an edit (Save enabled, Reset shown) and Reset returns to the stored branding', async () => {
    const user = userEvent.setup();
    render(<BrandingEditorPage {...sampleBrandingEditorProps()} />);
    await user.clear(primary());
    await user.type(primary(), '#FFFF00');
    expect(save()).toBeEnabled();
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    await user.click(reset()!);
    expect(primary()).toHaveValue('#1E40AF');
    expect(save()).toBeDisabled();
    expect(reset()).toBeNull();
  });

  it("shows 'Saving...' and blocks the button while onSave runs, and sends the trimmed draft", async () => {
    const user = userEvent.setup();
    const request = deferred();
    const onSave = vi.fn(() => request.promise);
    render(<BrandingEditorPage {...sampleBrandingEditorProps({ onSave })} />);
    const name = screen.getByRole('textbox', { name: 'Product name' });
    await user.clear(name);
    await user.type(name, '  Northbridge Online ');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({
      ...sampleStoredBranding.northbridge,
      productName: 'Northbridge Online',
    });
    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy).toHaveAttribute('data-loading', 'true');
    await user.click(busy);
    expect(onSave).toHaveBeenCalledOnce();
    await act(async () => request.resolve());
    expect(save()).toBeEnabled(); // still dirty until the app passes the new stored branding
  });

  it('is clean again when the app passes the saved branding as the new stored one', async () => {
    const user = userEvent.setup();
    const props = sampleBrandingEditorProps();
    const { rerender } = render(<BrandingEditorPage {...props} />);
    await user.clear(primary());
    await user.type(primary(), '#123456');
    rerender(
      <BrandingEditorPage
        {...props}
        stored={{ ...sampleStoredBranding.northbridge!, primaryColor: '#123456' }}
      />,
    );
    expect(primary()).toHaveValue('#123456');
    expect(save()).toBeDisabled();
    expect(reset()).toBeNull();
  });

  it('shows the contract messages under invalid fields and does not save', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => Promise.resolve());
    render(<BrandingEditorPage {...sampleBrandingEditorProps({ onSave })} />);
    await user.clear(primary());
    await user.type(primary(), 'blue');
    expect(primary()).toHaveAccessibleDescription(brandingMessages.colour('Primary colour'));
    const logo = screen.getByRole('textbox', { name: 'Logo URL' });
    await user.type(logo, 'javascript:alert(1)');
    expect(logo).toHaveAccessibleDescription(expect.stringContaining(brandingMessages.logoUrl));
    await user.clear(screen.getByRole('textbox', { name: 'Product name' }));
    await user.click(save());
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Product name' })).toHaveAccessibleDescription(
      expect.stringContaining(brandingMessages.productNameRequired),
    );
  });

  it('shows a refusal of the server under its field, or above the buttons', async () => {
    const user = userEvent.setup();
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('Not that logo.'), { field: 'logoUrl' }))
      .mockRejectedValueOnce(new Error('The server is down.'));
    render(<BrandingEditorPage {...sampleBrandingEditorProps({ onSave })} />);
    await user.type(screen.getByRole('textbox', { name: 'Product name' }), '!');
    await user.click(save());
    expect(screen.getByRole('textbox', { name: 'Logo URL' })).toHaveAccessibleDescription(
      expect.stringContaining('Not that logo.'),
    );
    await user.click(save());
    expect(await screen.findByText('The server is down.')).toBeVisible();
  });

  it('sets the three colours from a quick palette', async () => {
    const user = userEvent.setup();
    render(<BrandingEditorPage {...sampleBrandingEditorProps()} />);
    const palettes = screen.getAllByRole('button', { name: /^Use the .* palette$/ });
    expect(palettes.map((button) => button.textContent)).toEqual([
      'Ocean Blue',
      'Forest Green',
      'Royal Purple',
      'Crimson Red',
      'Sunset Orange',
      'Midnight Black',
    ]);
    await user.click(screen.getByRole('button', { name: 'Use the Sunset Orange palette' }));
    const values = ['Primary colour', 'Secondary colour', 'Accent colour'].map(
      (name) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value,
    );
    // Three valid colours, not the stored ones, and the page is dirty.
    for (const value of values) expect(value).toMatch(/^#[0-9A-F]{6}$/);
    expect(values).not.toEqual(['#1E40AF', '#0EA5E9', '#F59E0B']);
    expect(save()).toBeEnabled();
  });

  it("copies a colour and says 'Copied' for 2 seconds", async () => {
    // The clock moves only as the test moves it, however long the click takes on a busy machine.
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<BrandingEditorPage {...sampleBrandingEditorProps()} />);
    const copy = screen.getByRole('button', { name: 'Copy Primary colour' });
    await act(async () => fireEvent.click(copy));
    expect(writeText).toHaveBeenCalledWith('#1E40AF');
    expect(screen.getByRole('button', { name: 'Copied Primary colour' })).toBeVisible();
    act(() => vi.advanceTimersByTime(simulatedDelays.copyConfirmation - 1));
    expect(screen.getByRole('button', { name: 'Copied Primary colour' })).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy Primary colour' })).toBeVisible();
  });

  it('refuses a logo over the limit before any request', async () => {
    const onUploadLogo = vi.fn(() => Promise.resolve('/x.png'));
    render(<BrandingEditorPage {...sampleBrandingEditorProps({ onUploadLogo })} />);
    const big = new File([new Uint8Array(BRANDING_LOGO_MAX_BYTES + 1)], 'logo.png', {
      type: 'image/png',
    });
    const input = document.querySelector<HTMLInputElement>('[data-slot=logo-file]')!;
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    await act(async () => fireEvent.change(input, { target: { files: [big] } }));
    expect(onUploadLogo).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Logo URL' })).toHaveAccessibleDescription(
      expect.stringContaining(brandingMessages.logoTooLarge),
    );
  });

  it("shows 'Uploading...', then puts the address in the field, or shows the refusal", async () => {
    const upload = deferred<string>();
    const onUploadLogo = vi
      .fn()
      .mockReturnValueOnce(upload.promise)
      .mockRejectedValueOnce(new Error(brandingMessages.logoSvg));
    render(<BrandingEditorPage {...sampleBrandingEditorProps({ onUploadLogo })} />);
    const input = document.querySelector<HTMLInputElement>('[data-slot=logo-file]')!;
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await act(async () => fireEvent.change(input, { target: { files: [file] } }));
    expect(onUploadLogo).toHaveBeenCalledWith(file);
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeVisible();
    const address = `/api/v1/branding/logos/${'b'.repeat(64)}.png`;
    await act(async () => upload.resolve(address));
    expect(screen.getByRole('textbox', { name: 'Logo URL' })).toHaveValue(address);
    expect(save()).toBeEnabled();
    await act(async () => fireEvent.change(input, { target: { files: [file] } }));
    expect(screen.getByRole('textbox', { name: 'Logo URL' })).toHaveAccessibleDescription(
      expect.stringContaining(brandingMessages.logoSvg),
    );
  });

  it('tells who changed it last, and restores the previous version after confirmation', async () => {
    const user = userEvent.setup();
    const onRestore = vi.fn(() => Promise.resolve());
    render(<BrandingEditorPage {...sampleBrandingEditorProps({ onRestore })} />);
    expect(screen.getByText(/^Last changed by Dana Whitfield on 12 Jun 2025/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Restore previous version' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Restore this version?' });
    expect(onRestore).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(onRestore).toHaveBeenCalledWith(sampleBrandingVersions()[1]!.id);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says so when the branding was never changed in the editor', () => {
    render(<BrandingEditorPage {...sampleBrandingEditorProps({ versions: [] })} />);
    expect(screen.getByText('This branding has not been changed in the editor yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Restore previous version' })).toBeNull();
  });

  it("starts again from the other university's branding when the university changes", async () => {
    const user = userEvent.setup();
    const props = sampleBrandingEditorProps();
    const { rerender } = render(<BrandingEditorPage {...props} />);
    await user.clear(primary());
    await user.type(primary(), '#000000');
    rerender(
      <BrandingEditorPage
        {...props}
        universityId="harbour"
        stored={sampleStoredBranding.harbour!}
        versions={[]}
      />,
    );
    expect(primary()).toHaveValue('#047857');
    expect(screen.getByRole('textbox', { name: 'Product name' })).toHaveValue('Harbour Campus');
    expect(save()).toBeDisabled();
  });

  it('reports what the contrast engine changed, in words and figures, light and dark', async () => {
    const user = userEvent.setup();
    render(<BrandingEditorPage {...sampleBrandingEditorProps()} />);
    await user.clear(primary());
    await user.type(primary(), '#FFFF00');
    const report = screen.getByRole('region', { name: 'Contrast report' });
    const light = report.querySelector('[data-mode=light]')!;
    expect(light).toHaveTextContent(
      /Primary #FFFF00 is shown as #[0-9A-F]{6} on light backgrounds so buttons in it stand out at 3:1/,
    );
    expect(light).toHaveTextContent(
      /Primary as text #FFFF00 is shown as #[0-9A-F]{6} on light backgrounds so links and text in it reach 4.5:1/,
    );
    expect(light).toHaveTextContent(/Contrast 1\.\d+:1 before, [34]\.\d+:1 after \(needed 3:1\)/);
  });

  it('speaks Spanish: its labels, the history with a Spanish date, and the report with Spanish figures', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <BrandingEditorPage {...sampleBrandingEditorProps()} locale={undefined} />
      </I18nProvider>,
    );
    const colour = screen.getByRole('textbox', { name: 'Color principal' });
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    expect(
      screen.getByText(/^Modificada por última vez por Dana Whitfield el 12 jun 2025/),
    ).toBeVisible();
    await user.clear(colour);
    await user.type(colour, '#FFFF00');
    const report = screen.getByRole('region', { name: 'Informe de contraste' });
    expect(report.querySelector('[data-mode=light]')).toHaveTextContent(
      /Principal como texto #FFFF00 se muestra como #[0-9A-F]{6} sobre fondos claros .* alcancen 4,5:1/,
    );
  });

  it('speaks Arabic', () => {
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <BrandingEditorPage {...sampleBrandingEditorProps()} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'حفظ التغييرات' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'تقرير التباين' })).toBeVisible();
  });

  it('says nothing was adjusted when every colour passes as chosen', () => {
    const stored = {
      ...sampleStoredBranding.northbridge!,
      primaryColor: '#1D4ED8',
      secondaryColor: '#1D4ED8',
      accentColor: '#1D4ED8',
    };
    render(<BrandingEditorPage {...sampleBrandingEditorProps({ stored })} />);
    const report = screen.getByRole('region', { name: 'Contrast report' });
    // #1D4ED8 is dark enough for light mode; in dark mode it may need lightening.
    expect(report.querySelector('[data-mode=light]')).toHaveTextContent('Nothing adjusted.');
  });

  it('shows skeletons while loading and the error with Try again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(
      <BrandingEditorPage {...sampleBrandingEditorProps({ status: 'loading', stored: null })} />,
    );
    expect(
      screen
        .getAllByRole('status')
        .some((status) => status.textContent === 'Loading the branding...'),
    ).toBe(true);
    rerender(
      <BrandingEditorPage
        {...sampleBrandingEditorProps({ status: 'error', stored: null, onRetry })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the branding.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
