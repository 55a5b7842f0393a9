import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BrandingEditorPage } from './branding-editor';
import { BrandingEditorExample, sampleBrandingEditorProps } from './branding-editor.samples';

const meta = {
  title: 'Pages/Admin/Branding Editor',
  component: BrandingEditorPage,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    ...sampleBrandingEditorProps(),
    onRetry: fn(),
    onUniversityChange: fn(),
    onSave: fn(() => Promise.resolve()),
    onUploadLogo: fn(() => Promise.resolve(`/api/v1/branding/logos/${'a'.repeat(64)}.png`)),
    onRestore: fn(() => Promise.resolve()),
  },
  // The example plays the server: Save and Restore store a new version, the picker switches.
  render: (args) => <BrandingEditorExample {...args} />,
} satisfies Meta<typeof BrandingEditorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The preview frame's document once the real screens are drawn in it. */
async function previewDocument(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector<HTMLIFrameElement>('[data-slot=theme-frame-document]')!;
  await waitFor(() => expect(frame.contentDocument?.querySelector('h1, main')).not.toBeNull());
  return frame.contentDocument!;
}

/** Stored Northbridge branding: Save disabled, no Reset, the sign-in page in the preview. */
export const Clean: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Branding' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Reset' })).toBeNull();
    const preview = await previewDocument(canvasElement);
    await expect(preview.body).toHaveTextContent('Northbridge Learn');
    await expect(preview.querySelector('h1')).toHaveTextContent('Welcome Back!');
    // The preview wears its own brand; the editor's page keeps the toolbar's.
    await expect(preview.getElementById('lp-frame-brand')?.textContent).toContain('#1e40af');
    await expect(document.documentElement.querySelector('#lp-frame-brand')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', stored: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the branding...')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error', stored: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the branding.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Pure yellow: dirty, and the report says how the engine darkened it in light mode. */
export const DirtyAdjustedYellow: Story = {
  play: async ({ canvas }) => {
    const primary = canvas.getByRole('textbox', { name: 'Primary colour' });
    await userEvent.clear(primary);
    await userEvent.type(primary, '#FFFF00');
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeVisible();
    const report = canvas.getByRole('region', { name: 'Contrast report' });
    await expect(report).toHaveTextContent(
      /Primary #FFFF00 is shown as #[0-9A-F]{6} on light backgrounds so buttons in it stand out at 3:1/,
    );
    await expect(within(report).getByRole('heading', { name: 'Dark mode' })).toBeVisible();
  },
};

/** Save pressed: 'Saving...' while the request runs (it never answers here). */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use the Sunset Orange palette' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeVisible();
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('textbox', { name: 'Primary colour' })).toBeDisabled();
  },
};

/** 'Restore previous version' asks first. */
export const RestoreDialogOpen: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Restore previous version' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore this version?' });
    await expect(dialog).toHaveTextContent('2 May 2025');
    await expect(args.onRestore).not.toHaveBeenCalled();
  },
};

/** A phone: one column, nothing reaches past the screen, the preview scaled to fit. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { previewDefaults: { defaultWidth: 'mobile', defaultScreen: 'app' } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.querySelector<HTMLElement>('[data-slot=branding-editor]')!;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const preview = await previewDocument(canvasElement);
    await expect(preview.querySelector('[data-slot=app-shell]')).not.toBeNull();
  },
};

/** The preview in dark mode, at tablet width, on the app screen. */
export const PreviewDarkTablet: Story = {
  args: {
    previewDefaults: { defaultWidth: 'tablet', defaultMode: 'dark', defaultScreen: 'app' },
  },
  play: async ({ canvasElement }) => {
    const preview = await previewDocument(canvasElement);
    await expect(preview.documentElement).toHaveClass('dark');
  },
};
