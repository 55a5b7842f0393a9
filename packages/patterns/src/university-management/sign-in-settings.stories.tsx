import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignInSettingsPage } from './sign-in-settings';
import {
  sampleConnectionFailed,
  sampleConnectionFound,
  sampleRedirectUri,
  sampleSignInSettings,
  sampleSignInUniversities,
} from './sign-in-settings.samples';

const meta = {
  title: 'Pages/Admin/Sign-in Settings',
  component: SignInSettingsPage,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    status: 'ready',
    universities: sampleSignInUniversities,
    universityId: 'univ-northbridge',
    onUniversityChange: fn(),
    stored: sampleSignInSettings,
    redirectUri: sampleRedirectUri,
    onSave: fn(() => Promise.resolve()),
    onTest: fn(() => Promise.resolve(sampleConnectionFound)),
    onRemove: fn(() => Promise.resolve()),
    onRetry: fn(),
  },
} satisfies Meta<typeof SignInSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A provider set up: the secret is only said to be stored. */
export const Configured: Story = {};

/** No provider yet: passwords only, the form empty but for its defaults. */
export const NoProvider: Story = { args: { stored: null } };

/** A university_admin sees their own university's name instead of a picker. */
export const UniversityAdmin: Story = {
  args: { universities: sampleSignInUniversities.slice(0, 1) },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };

/** What "Test connection" found. */
export const ConnectionFound: Story = { args: { defaultTestResult: sampleConnectionFound } };

/** Why "Test connection" failed. */
export const ConnectionFailed: Story = { args: { defaultTestResult: sampleConnectionFailed } };

/** Save sends the settings; an empty secret field keeps the stored secret. */
export const SaveKeepsSecret: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByRole('textbox', { name: /Button label/ });
    await userEvent.clear(label);
    await userEvent.type(label, 'Campus login');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ buttonLabel: 'Campus login' }),
    );
    // An empty secret field sends no secret: the stored one stays.
    await expect(args.onSave).not.toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: expect.anything() }),
    );
    await expect(await canvas.findByText('Sign-in settings saved.')).toBeVisible();
  },
};

/** A role mapping line that names no known role is refused before anything is sent. */
export const WrongRoleMapping: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const mapping = canvas.getByRole('textbox', { name: /Role mapping/ });
    await userEvent.clear(mapping);
    await userEvent.type(mapping, 'faculty = dean');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/is not "claim value = role"/)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
