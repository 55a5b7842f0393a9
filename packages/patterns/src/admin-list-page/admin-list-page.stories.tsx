import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AdminListPage } from './admin-list-page';
import { sampleAdminListPageProps } from './admin-list-page.samples';

const meta = {
  title: 'Pages/Admin/Admin list page',
  component: AdminListPage,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { ...sampleAdminListPageProps(), onRetry: fn() },
} satisfies Meta<typeof AdminListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The heading, its intro and action, and the list. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Universities' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create University' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The list's skeleton under the heading, spoken as its label. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Universities' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading universities...');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The error under the heading, announced, with Try again. */
export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the universities.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Without actions the heading stands alone; a way back above it. */
export const WithoutActions: Story = {
  args: {
    actions: undefined,
    before: <a href="/dashboard">Back to Dashboard</a>,
  },
};

/** The app header holds the h2: the page's title is the h1. */
export const TitleAsH1: Story = {
  args: { titleAs: 'h1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Universities' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
