import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SuperDashboardPage } from './super-dashboard';
import {
  sampleDashboardUniversities,
  sampleLongNameDashboardUniversities,
  sampleSuperDashboardProps,
} from './super-dashboard.samples';

const { current, active, inactive, suspended } = sampleDashboardUniversities;

const meta = {
  title: 'Pages/Admin/Super Dashboard',
  component: SuperDashboardPage,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    ...sampleSuperDashboardProps(),
    onRetry: fn(),
    onViewDashboard: fn(() => Promise.resolve()),
    onEditUniversity: fn(),
    onImpersonate: fn(() => Promise.resolve()),
    onCreateUniversity: fn(),
    onExportData: fn(),
    onImportData: fn(),
    onBulkMessage: fn(),
  },
} satisfies Meta<typeof SuperDashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const card = (canvas: Canvas, name: string) => canvas.getByRole('article', { name });
const menuButton = (canvas: Canvas, name: string) =>
  canvas.getByRole('button', { name: `Actions for ${name}` });

/** Opens a card's menu (portalled to the body) and picks an item. */
async function pick(canvas: Canvas, name: string, item: string) {
  await userEvent.click(menuButton(canvas, name));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

/** Nothing of the page reaches past its width. */
async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  const page = canvasElement.querySelector<HTMLElement>('[data-slot=super-dashboard]')!;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** The totals, the quick actions and every university, the current one marked. */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    const stats = within(canvas.getByRole('list', { name: 'Overview' }));
    await expect(stats.getByText('2 active')).toBeVisible();
    await expect(stats.getByText('3,423 average per university')).toBeVisible();
    await expect(stats.getByText('+12% this month')).toBeVisible();
    await expect(stats.getByText('99.9%')).toBeVisible();
    await expect(stats.getByText('All systems operational')).toBeVisible();
    await expect(within(card(canvas, current.name)).getByText('Current University')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Create University' }));
    await expect(args.onCreateUniversity).toHaveBeenCalledOnce();
  },
};

/** As the app wires it today: Create University and Export Data only. */
export const AppActions: Story = {
  args: { onImportData: undefined, onBulkMessage: undefined },
  play: async ({ canvas }) => {
    const actions = within(canvas.getByRole('region', { name: 'Quick Actions' }));
    await expect(actions.getAllByRole('button')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading universities...');
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Export Data' })).toBeDisabled();
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

/** A search that matches nothing: 'No universities found' and the hint. */
export const EmptyFiltered: Story = {
  args: { defaultSearch: 'atlantis' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No universities found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
  },
};

/** No university at all yet. */
export const Empty: Story = {
  args: {
    universities: [],
    currentUniversityId: null,
    totals: { universities: 0, activeUniversities: 0, users: 0, courses: 0 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No universities found' })).toBeVisible();
    await expect(canvas.getByText('0 average per university')).toBeVisible();
  },
};

/** Searching by domain in capitals, filtering by status, then exporting what is shown. */
export const SearchFilterExport: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search universities...' }),
      'EXAMPLE.EDU',
    );
    await expect(canvas.getByText('3 of 4 universities')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Active' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Export Data' }));
    await expect(args.onExportData).toHaveBeenCalledWith([current, active]);
  },
};

/** A card's menu, opened from the keyboard. */
export const MenuOpen: Story = {
  play: async ({ canvas }) => {
    menuButton(canvas, active.name).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await expect(within(menu).getByRole('menuitem', { name: 'View Dashboard' })).toHaveFocus();
  },
};

/** Inactive and suspended universities: no Impersonate Admin. */
export const MenuInactive: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(menuButton(canvas, suspended.name));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).queryByRole('menuitem', { name: 'Impersonate Admin' })).toBeNull();
  },
};

/** View Details: the university's fields in a dialog; Escape returns to its menu button. */
export const ViewDetails: Story = {
  play: async ({ canvas }) => {
    await pick(canvas, inactive.name, 'View Details');
    const dialog = await screen.findByRole('dialog', { name: inactive.name });
    await expect(dialog).toHaveTextContent(`Slug${inactive.slug}`);
    await expect(dialog).toHaveTextContent('Students2,760Teachers190Courses98');
  },
};

export const ViewDetailsClosed: Story = {
  play: async ({ canvas }) => {
    await pick(canvas, active.name, 'View Details');
    await screen.findByRole('dialog', { name: active.name });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(menuButton(canvas, active.name)).toHaveFocus();
  },
};

/** View Dashboard while the app opens it: the card is busy, the other actions wait. */
export const ViewDashboardBusy: Story = {
  args: { onViewDashboard: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    await pick(canvas, active.name, 'View Dashboard');
    await expect(args.onViewDashboard).toHaveBeenCalledWith(active.id);
    await expect(within(card(canvas, active.name)).getByRole('status')).toHaveTextContent(
      'Opening dashboard...',
    );
    await userEvent.click(menuButton(canvas, active.name));
    await expect(await screen.findByRole('menuitem', { name: 'View Dashboard' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ViewDashboardFails: Story = {
  args: { onViewDashboard: fn(() => Promise.reject(new Error('Refused'))) },
  play: async ({ canvas }) => {
    await pick(canvas, active.name, 'View Dashboard');
    await expect(await within(card(canvas, active.name)).findByRole('alert')).toHaveTextContent(
      'Could not open the dashboard. Please try again.',
    );
  },
};

export const ImpersonateFails: Story = {
  args: { onImpersonate: fn(() => Promise.reject(new Error('Forbidden'))) },
  play: async ({ canvas, args }) => {
    await pick(canvas, current.name, 'Impersonate Admin');
    await expect(args.onImpersonate).toHaveBeenCalledWith(current.id);
    await expect(await within(card(canvas, current.name)).findByRole('alert')).toHaveTextContent(
      'Could not start impersonation. Please try again.',
    );
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

/** At 768 px: two columns of cards. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('article');
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
  },
};

/** Long names, domains and counts wrap, on a phone too. */
export const LongNames: Story = {
  args: {
    universities: sampleLongNameDashboardUniversities,
    currentUniversityId: sampleLongNameDashboardUniversities[0]!.id,
  },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const LongNamesPhone: Story = {
  ...LongNames,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
