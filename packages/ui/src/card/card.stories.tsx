import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'Display/Card',
  component: Card,
  tags: ['autodocs'],
  args: { className: 'max-w-sm' },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Universities</CardTitle>
        <CardDescription>12 active</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold">24</p>
      </CardContent>
      <CardFooter>
        <Button size="sm" variant="outline">
          View Details
        </Button>
      </CardFooter>
    </Card>
  ),
};

export const Interactive: Story = {
  args: { variant: 'interactive', asChild: true },
  render: (args) => (
    <Card {...args}>
      <a href="#course">
        <CardHeader>
          <CardTitle>Foundations of Leadership</CardTitle>
          <CardDescription>6 hours · Beginner</CardDescription>
        </CardHeader>
        <CardContent>Build the habits that make teams work.</CardContent>
      </a>
    </Card>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Foundations of Leadership/ })).toHaveFocus();
  },
};

export const LongContent: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Configure the URL in Video Content Administration for every program</CardTitle>
        <CardDescription>
          A very long description that wraps over several lines to show how the card grows with its
          content without clipping or overflowing its border.
        </CardDescription>
      </CardHeader>
      <CardContent>Body</CardContent>
    </Card>
  ),
};

export const Mobile: Story = {
  ...Default,
  args: { className: 'w-full' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Default and interactive side by side: the visual review matrix. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-4 md:grid-cols-2">
      {(['default', 'interactive'] as const).map((variant) => (
        <Card key={variant} variant={variant} tabIndex={variant === 'interactive' ? 0 : undefined}>
          <CardHeader>
            <CardTitle>{variant}</CardTitle>
            <CardDescription>Description</CardDescription>
          </CardHeader>
          <CardContent>Content</CardContent>
          <CardFooter>Footer</CardFooter>
        </Card>
      ))}
    </div>
  ),
};
