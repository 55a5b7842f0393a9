import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleHrefs } from '../samples/paths.samples';
import { AccessDenied } from './access-denied';

const meta = {
  title: 'Pages/Access denied',
  component: AccessDenied,
  tags: ['autodocs'],
  args: sampleHrefs.toDashboard,
} satisfies Meta<typeof AccessDenied>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(canvas.getByText("You don't have permission to access this page.")).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
