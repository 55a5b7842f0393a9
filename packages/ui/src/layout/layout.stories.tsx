import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Main, SkipLink } from './landmarks';
import { useBreakpoint } from './use-media-query';

function PageFrame() {
  return (
    <div className="font-sans text-text">
      <SkipLink />
      <nav aria-label="Main navigation" className="flex gap-4 p-2">
        <a className="text-primary-text underline" href="#dashboard">
          Dashboard
        </a>
        <a className="text-primary-text underline" href="#catalog">
          Course Catalogue
        </a>
      </nav>
      <Main className="p-2">
        <h1 className="text-xl font-semibold">Dashboard</h1>
      </Main>
    </div>
  );
}

function BreakpointReadout() {
  const { width, breakpoint, isReady } = useBreakpoint();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 font-sans text-text">
      <dt className="text-text-muted">Layout</dt>
      <dd data-testid="breakpoint">{isReady ? breakpoint : 'measuring'}</dd>
      <dt className="text-text-muted">Width</dt>
      <dd>{width ?? '-'} px</dd>
    </dl>
  );
}

const meta = {
  title: 'Layout/SkipLink',
  component: SkipLink,
  tags: ['autodocs'],
  args: {},
  render: () => <PageFrame />,
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden at rest; the first Tab shows it, and it points at the main landmark. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
    // Following the link is a hash navigation, which the test runner's page must not do.
    await expect(link).toHaveAttribute('href', `#${canvas.getByRole('main').id}`);
  },
};

/** The layout class useBreakpoint reports at the desktop viewport. */
export const BreakpointDesktop: Story = {
  render: () => <BreakpointReadout />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('breakpoint')).toHaveTextContent('desktop');
  },
};

/** The same at the mobile viewport (375 px). */
export const BreakpointMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <BreakpointReadout />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('breakpoint')).toHaveTextContent('mobile'));
  },
};

/** Focused skip link next to the readout: the states for visual review. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-6">
      <PageFrame />
      <BreakpointReadout />
    </div>
  ),
};
