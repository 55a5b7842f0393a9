import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ProfilePage, type ProfileDetails } from './profile-page';

const student: ProfileDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.lovelace@demo.edu',
  roleLabel: 'Student',
  universityName: 'Demo University',
  department: 'Mathematics',
  avatarUrl: null,
};

const meta = {
  title: 'Pages/Profile page',
  component: ProfilePage,
  tags: ['autodocs'],
  args: {
    profile: student,
    onSubmit: fn(),
    onAvatarChange: fn(),
    onAvatarRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your Profile' })).toBeVisible();
    await expect(canvas.getByText('ada.lovelace@demo.edu')).toBeVisible();
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Augusta');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      department: 'Mathematics',
    });
  },
};

export const MissingName: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: 'First name' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(canvas.getByText('First name is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithAvatar: Story = {
  args: { profile: { ...student, avatarUrl: '/samples/instructors/sarah-chen.webp' } },
};

export const Saved: Story = { args: { notice: 'Your profile has been saved.' } };

export const SaveFailed: Story = {
  args: { error: 'First name must not contain control characters' },
};

export const AvatarUploading: Story = { args: { avatarBusy: true } };

export const AvatarRefused: Story = {
  args: { avatarError: 'The avatar must be a PNG, JPEG or WebP image.' },
};

/** Drawn by the server before the app's script: every form posts, the upload as multipart. */
export const BeforeScript: Story = {
  args: {
    onAvatarChange: undefined,
    onAvatarRemove: undefined,
    profile: { ...student, avatarUrl: '/samples/instructors/sarah-chen.webp' },
  },
  play: async ({ canvas }) => {
    const file = canvas.getByLabelText('Photo');
    await expect(file).toHaveAttribute('type', 'file');
    await expect(file).toHaveAttribute('name', 'avatar');
    await expect(file.closest('form')).toHaveAttribute('enctype', 'multipart/form-data');
    await expect(canvas.getByRole('button', { name: 'Upload photo' })).toHaveAttribute(
      'type',
      'submit',
    );
    await expect(canvas.getByRole('button', { name: 'Remove photo' })).toHaveAttribute(
      'type',
      'submit',
    );
  },
};

/** A form that posted came back with the upload's notice. */
export const AvatarSaved: Story = {
  args: { onAvatarChange: undefined, avatarNotice: 'Your avatar has been updated.' },
};

export const Teacher: Story = {
  args: {
    profile: { ...student, roleLabel: 'Teacher', department: '', firstName: 'Grace' },
  },
};

export const Loading: Story = { args: { status: 'loading', profile: undefined } };

export const LoadFailed: Story = {
  args: { status: 'error', profile: undefined },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    profile: {
      ...student,
      firstName: 'Maximiliana Alexandrina',
      lastName: 'Featherstonehaugh-Wolfeschlegelsteinhausen',
      email: 'maximiliana.alexandrina.featherstonehaugh@school-of-engineering.example.edu',
      universityName:
        'The Royal Institute of Technology and Applied Sciences of the Northern Provinces',
      department: 'Department of Computational Linguistics and Historical Manuscripts',
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
