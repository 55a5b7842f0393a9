import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsPage } from './settings-page';
import type { DeviceSession } from './sessions-section';

// The stories' clock: sessions are placed relative to it, so their texts are the same every run.
const NOW = Date.now();
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

const sessions: DeviceSession[] = [
  { id: 'this', browser: 'Chrome on Windows', lastUsedAt: ago(0), current: true },
  { id: 'phone', browser: 'Safari on iOS', lastUsedAt: ago(45), current: false },
  { id: 'laptop', browser: 'Firefox on Linux', lastUsedAt: ago(3 * 24 * 60), current: false },
];

const preferences = {
  colorMode: 'system' as const,
  notifications: { courseAnnouncements: true, liveEventReminders: true, messages: false },
};

const meta = {
  title: 'Pages/Settings page',
  component: SettingsPage,
  tags: ['autodocs'],
  args: {
    preferences,
    sessions,
    exportHref: '/api/v1/account/export',
    onChangePassword: fn(),
    onColorModeChange: fn(),
    onNotificationsChange: fn(),
    onEndSession: fn(),
    onEndOthers: fn(),
    onDownload: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    for (const name of ['Password', 'Appearance', 'Notifications', 'Sessions', 'Your data'])
      await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    const sessionsList = within(canvas.getByRole('region', { name: 'Sessions' }));
    await expect(sessionsList.getByText('This device')).toBeVisible();
    await userEvent.click(sessionsList.getByRole('button', { name: /Sign out Safari on iOS/ }));
    await expect(args.onEndSession).toHaveBeenCalledWith('phone');
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Appearance' }));
    await expect(args.onColorModeChange).toHaveBeenCalledWith('dark');
  },
};

export const ChangePassword: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Current password\*?$/), 'OldPassw0rd');
    await userEvent.type(canvas.getByLabelText(/^New password\*?$/), 'NewPassw0rd!');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password\*?$/), 'NewPassw0rd!');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      currentPassword: 'OldPassw0rd',
      newPassword: 'NewPassw0rd!',
      confirmPassword: 'NewPassw0rd!',
    });
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Current password\*?$/), 'OldPassw0rd');
    await userEvent.type(canvas.getByLabelText(/^New password\*?$/), 'NewPassw0rd!');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password\*?$/), 'Different1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const Results: Story = {
  args: {
    results: {
      password: { error: 'Your current password is not correct.' },
      appearance: { notice: 'Your settings have been saved.' },
      notifications: { notice: 'Your settings have been saved.' },
      sessions: { notice: 'That device has been signed out.' },
      delete: {
        error:
          'You are the last administrator of your university. Make someone else an administrator before deleting your account.',
      },
    },
  },
};

/** The university offers three languages: a Language section, each named in itself. */
export const Languages: Story = {
  args: {
    languages: {
      current: 'en',
      options: [
        { code: 'en', name: 'English' },
        { code: 'es', name: 'Español' },
        { code: 'ar', name: 'العربية' },
      ],
    },
    onLanguageChange: fn(),
  },
  play: async ({ canvas, args }) => {
    const section = within(canvas.getByRole('region', { name: 'Language' }));
    await userEvent.click(section.getByRole('radio', { name: 'Español' }));
    await userEvent.click(section.getByRole('button', { name: 'Save Language' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('es');
  },
};

/** Before the script: native radio buttons, and the form posts `intent=language`. */
export const LanguagesBeforeScript: Story = {
  args: { ...Languages.args, onLanguageChange: undefined },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Language' });
    await expect(within(section).getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(section.querySelector('input[name="intent"]')).toHaveValue('language');
  },
};

export const ThisDeviceOnly: Story = { args: { sessions: [sessions[0]!] } };

export const SigningOutOthers: Story = { args: { endingId: 'others' } };

export const DeleteNeedsPassword: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Account' }));
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/**
 * Drawn by the server before the app's script: the download is a link, and Appearance and
 * Notifications are the browser's own radio buttons and checkboxes in forms that post.
 */
export const BeforeScript: Story = {
  args: { onDownload: undefined, onColorModeChange: undefined, onNotificationsChange: undefined },
  play: async ({ canvas }) => {
    const dark = canvas.getByRole('radio', { name: 'Dark' });
    await expect(dark).toHaveAttribute('name', 'colorMode');
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
    await userEvent.click(dark);
    await expect(dark).toBeChecked();
    const messages = canvas.getByRole('checkbox', { name: 'Messages' });
    await expect(messages).not.toBeChecked();
    await userEvent.click(messages);
    await expect(messages).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Course announcements' })).toHaveAttribute(
      'name',
      'courseAnnouncements',
    );
  },
};

/** An account that signs in only through the university's identity provider. */
export const WithoutPassword: Story = { args: { showPassword: false } };

export const Loading: Story = {
  args: { status: 'loading', preferences: undefined, sessions: undefined },
};

export const LoadFailed: Story = {
  args: { status: 'error', preferences: undefined, sessions: undefined },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ManyDevices: Story = {
  args: {
    sessions: [
      sessions[0]!,
      ...Array.from({ length: 8 }, (_, index) => ({
        id: `device-${index}`,
        browser: index % 2 ? 'Samsung Internet on Android' : 'A browser on ChromeOS',
        lastUsedAt: ago(index * 300 + 10),
        current: false,
      })),
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
