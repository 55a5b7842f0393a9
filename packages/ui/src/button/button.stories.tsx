import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { deriveBrandTheme, brandFromTokens, brandOptions, useTheme } from '../theme';
import { Button } from './button';

const variants = ['primary', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const;

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Start learning', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: variants },
    size: { control: 'select', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Start learning' });
    // The brand fill really reaches the button (a broken token bridge leaves it transparent).
    await expect(getComputedStyle(button).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Delete event' } };
export const Link: Story = { args: { variant: 'link', children: 'Forgot password?' } };

export const Loading: Story = {
  args: { type: 'submit', loading: true, loadingText: 'Signing In...', children: 'Sign In' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Signing In...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Submit Answer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Submit Answer' })).toBeDisabled();
  },
};

export const IconOnly: Story = {
  args: { size: 'icon', variant: 'outline', 'aria-label': 'Add event', children: <PlusIcon /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add event' })).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <PlusIcon />
        Add Event
      </>
    ),
  },
};

export const AsLink: Story = {
  args: { href: '/auth/register', children: 'Create an account' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
  },
};

export const LongLabel: Story = {
  args: { children: 'Configure the URL in Video Content Administration' },
};

/** Every variant and size, resting, disabled and loading: the visual review matrix. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-4">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          <Button variant={variant} size="sm">
            Small
          </Button>
          <Button variant={variant}>Medium</Button>
          <Button variant={variant} size="lg">
            Large
          </Button>
          <Button variant={variant} disabled>
            Disabled
          </Button>
          <Button variant={variant} loading loadingText="Saving...">
            Save
          </Button>
          <Button variant={variant} size="icon" aria-label={`Add (${variant})`}>
            <PlusIcon />
          </Button>
        </div>
      ))}
    </div>
  ),
};

function EveryBrandRows() {
  const { mode } = useTheme();
  return (
    <div className="grid gap-2">
      {brandOptions.map(({ id, name }) => (
        <div
          key={id}
          style={deriveBrandTheme(brandFromTokens(id))[mode]}
          className="flex items-center gap-3 rounded-md bg-surface p-2 font-sans"
        >
          <span className="w-48 text-sm text-text">{name}</span>
          <Button size="sm">Primary</Button>
          <Button size="sm" variant="secondary">
            Secondary
          </Button>
          <Button size="sm" variant="outline">
            Outline
          </Button>
          <Button size="sm" variant="link">
            Link
          </Button>
        </div>
      ))}
    </div>
  );
}

/** The button in every brand of tokens/brands, in the current mode: brand colours come from tokens alone. */
export const EveryBrand: Story = { render: () => <EveryBrandRows /> };
