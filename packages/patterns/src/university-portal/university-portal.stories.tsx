import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { UniversityPortalPage } from './university-portal';
import {
  UniversityPortalExample,
  sampleLongNameUniversities,
  sampleUniversityByStatus,
  sampleUniversityPortalProps,
} from './university-portal.samples';

const { current, active, inactive, suspended } = sampleUniversityByStatus;

const meta = {
  title: 'Pages/Admin/University Portal',
  component: UniversityPortalPage,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    ...sampleUniversityPortalProps(),
    onViewDashboard: fn(),
    onSwitch: fn(() => Promise.resolve()),
    onImpersonate: fn(() => Promise.resolve()),
    onRetry: fn(),
  },
  // The example plays the server: a switch moves the current university, an impersonation
  // shows the banner on top, as the app does.
  render: (args) => <UniversityPortalExample {...args} />,
} satisfies Meta<typeof UniversityPortalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const card = (canvas: Canvas, name: string) => canvas.getByRole('article', { name });
const switchButton = (canvas: Canvas, name: string) =>
  within(card(canvas, name)).getByRole('button', {
    name: /Switch to University|Current University|Switching/,
  });

/** Nothing of the page reaches past its width. */
async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  const page = canvasElement.querySelector<HTMLElement>('[data-slot=university-portal]')!;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** An admin or superuser: switch or impersonate; every status is in the grid. */
export const AsAdmin: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText(
        'Switch the university you manage, or sign in as its administrator to see what they see.',
      ),
    ).toBeVisible();
    const currentCard = canvas.getByRole('region', { name: 'Current University' });
    await expect(currentCard).toHaveTextContent(current.name);
    await userEvent.click(within(currentCard).getByRole('button', { name: 'View Dashboard' }));
    await expect(args.onViewDashboard).toHaveBeenCalledWith(current.id);
    await expect(canvas.getAllByRole('button', { name: 'Impersonate Admin' })).toHaveLength(2);
    await expect(canvas.getByText('4 universities')).toBeVisible();
  },
};

/** Everyone else: the other intro, and no Impersonate Admin. */
export const AsStudent: Story = {
  args: { canImpersonate: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The universities you can open.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Impersonate Admin' })).toBeNull();
    await expect(switchButton(canvas, active.name)).not.toHaveAttribute('aria-disabled');
  },
};

/** Searching by domain in capitals, then filtering by status, from the keyboard. */
export const SearchAndFilter: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search universities...' }),
      'EXAMPLE.EDU',
    );
    await expect(canvas.getByText('3 of 4 universities')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await expect(card(canvas, inactive.name)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading universities...');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the universities.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A search that matches nothing: the title and the hint to adjust the search or filter. */
export const EmptyFiltered: Story = {
  args: { defaultSearch: 'atlantis' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('atlantis');
    await expect(canvas.getByRole('heading', { name: 'No universities found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** No university to open at all. */
export const NoneAvailable: Story = {
  args: { universities: [], currentUniversityId: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No universities found' })).toBeVisible();
    await expect(canvas.getByText('No universities are available for access.')).toBeVisible();
    await expect(canvas.queryByText('Try adjusting your search or filter criteria.')).toBeNull();
  },
};

/** Switch on an active university: busy, then it is the current one, and focus stays on it. */
export const Switching: Story = {
  play: async ({ canvas, args }) => {
    const button = switchButton(canvas, active.name);
    await expect(button).toHaveAccessibleName('Switch to University');
    await userEvent.click(button);
    await expect(args.onSwitch).toHaveBeenCalledWith(active.id);
    await waitFor(() =>
      expect(switchButton(canvas, active.name)).toHaveAccessibleName('Current University'),
    );
    await expect(switchButton(canvas, active.name)).toHaveAttribute('aria-disabled', 'true');
    await expect(switchButton(canvas, active.name)).toHaveFocus();
    await expect(switchButton(canvas, current.name)).toHaveAccessibleName('Switch to University');
    await expect(canvas.getByRole('region', { name: 'Current University' })).toHaveTextContent(
      active.name,
    );
  },
};

/** The switch is running (the server has not answered). */
export const SwitchBusy: Story = {
  args: { onSwitch: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(switchButton(canvas, active.name));
    const busy = within(card(canvas, active.name)).getByRole('button', { name: 'Switching...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveFocus();
  },
};

/** The server refused the switch: the card says so; the search stays. */
export const SwitchFails: Story = {
  args: { onSwitch: fn(() => Promise.reject(new Error('Refused'))) },
  play: async ({ canvas }) => {
    const searchbox = canvas.getByRole('searchbox', { name: 'Search universities...' });
    await userEvent.type(searchbox, 'lake');
    await userEvent.click(switchButton(canvas, active.name));
    await expect(await within(card(canvas, active.name)).findByRole('alert')).toHaveTextContent(
      'Could not switch university. Please try again.',
    );
    await expect(searchbox).toHaveValue('lake');
    await expect(switchButton(canvas, active.name)).toHaveAccessibleName('Switch to University');
  },
};

/** Impersonate Admin starts the session: the app shows the amber banner on top. */
export const Impersonating: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      within(card(canvas, active.name)).getByRole('button', { name: 'Impersonate Admin' }),
    );
    await expect(args.onImpersonate).toHaveBeenCalledWith(active.id);
    await expect(
      await canvas.findByText(`Impersonating ${active.name} Administrator`),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'End Session' }));
    await waitFor(() =>
      expect(canvas.queryByText(`Impersonating ${active.name} Administrator`)).toBeNull(),
    );
  },
};

export const ImpersonateFails: Story = {
  args: { onImpersonate: fn(() => Promise.reject(new Error('Forbidden'))) },
  play: async ({ canvas }) => {
    await userEvent.click(
      within(card(canvas, current.name)).getByRole('button', { name: 'Impersonate Admin' }),
    );
    await expect(await within(card(canvas, current.name)).findByRole('alert')).toHaveTextContent(
      'Could not start impersonation. Please try again.',
    );
  },
};

/** Inactive and suspended universities cannot be opened, and say so. */
export const InactiveDisabled: Story = {
  play: async ({ canvas, args }) => {
    for (const closed of [inactive, suspended]) {
      const button = switchButton(canvas, closed.name);
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription(
        `${closed.name} Only active universities can be opened.`,
      );
      await expect(
        within(card(canvas, closed.name)).getByText('Only active universities can be opened.'),
      ).toBeVisible();
      await expect(
        within(card(canvas, closed.name)).queryByRole('button', { name: 'Impersonate Admin' }),
      ).toBeNull();
      await userEvent.click(button);
    }
    await expect(args.onSwitch).not.toHaveBeenCalled();
  },
};

/** At 375 px: one column, nothing reaches past the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    const [first, second] = canvas.getAllByRole('article');
    await expect(first!.getBoundingClientRect().left).toBe(second!.getBoundingClientRect().left);
  },
};

/** At 768 px: two columns. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getAllByRole('article');
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
    await expect(third!.getBoundingClientRect().left).toBe(first!.getBoundingClientRect().left);
  },
};

/** Long names, slugs and domains wrap, on a phone too. */
export const LongNames: Story = {
  args: {
    universities: sampleLongNameUniversities,
    currentUniversityId: sampleLongNameUniversities[0]!.id,
  },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const LongNamesPhone: Story = {
  ...LongNames,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
