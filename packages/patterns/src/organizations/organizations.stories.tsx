import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { OrganizationsPage } from './organizations';
import {
  sampleLongNameOrganizations,
  sampleManyStudentsOrganization,
  sampleOrganizationByName,
  sampleOrganizationsProps,
} from './organizations.samples';

const { northbridge, lakeside, riverside } = sampleOrganizationByName;

const meta = {
  title: 'Pages/Admin/Organizations',
  component: OrganizationsPage,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    ...sampleOrganizationsProps(),
    onRetry: fn(),
    onExportData: fn(),
    onBulkOperations: fn(),
    onMessageTeachers: fn(),
    onMessageAll: fn(),
    onExportOrganization: fn(),
    onMessageOrganization: fn(),
  },
} satisfies Meta<typeof OrganizationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const card = (canvas: Canvas, name: string) => canvas.getByRole('article', { name });
const filterButton = (canvas: Canvas) => canvas.getByRole('button', { name: /^Filter/ });

/** Opens an organization's details from its card and returns the dialog. */
async function openDetails(canvas: Canvas, name: string) {
  await userEvent.click(within(card(canvas, name)).getByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

/** Nothing of the page reaches past its width. */
async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  const page = canvasElement.querySelector<HTMLElement>('[data-slot=organizations]')!;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** The four organizations: summary, Quick Actions, search, Filter and the grid. */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    const summary = canvas.getByRole('list', { name: 'Overview' });
    await expect(summary).toHaveTextContent('Total Organizations4');
    await expect(summary).toHaveTextContent('Total Students12,456');
    await expect(summary).toHaveTextContent('Avg Students/Org3,114');
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    const actions = canvas.getByRole('region', { name: 'Quick Actions' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Export Data' }));
    await expect(args.onExportData).toHaveBeenCalledWith([
      'org-northbridge',
      'org-lakeside',
      'org-westfield',
      'org-riverside',
    ]);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading organizations...');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the organizations.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No organization has been created. */
export const Empty: Story = {
  args: { organizations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No organizations found' })).toBeVisible();
    await expect(canvas.getByText('No organizations have been created yet')).toBeVisible();
  },
};

/** A search that matches nothing: the hint to adjust it; nothing to export. */
export const SearchNoResult: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search organizations...' }),
      'Atlantis',
    );
    await expect(canvas.getByRole('heading', { name: 'No organizations found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search criteria')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export Data' })).toBeDisabled();
  },
};

/** A search by location in capitals. */
export const SearchByLocation: Story = {
  args: { defaultSearch: 'PORTLAND' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(card(canvas, riverside.name)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 4 organizations');
  },
};

/** Filter opens the list of the four names; two checked narrow the grid to them. */
export const FilterOpen: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(filterButton(canvas));
    await expect(filterButton(canvas)).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('group', { name: 'Filter by organization' });
    await userEvent.click(within(list).getByRole('checkbox', { name: lakeside.name }));
    await userEvent.click(within(list).getByRole('checkbox', { name: riverside.name }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
    await expect(filterButton(canvas)).toHaveAccessibleName('Filter 2 selected');
    await userEvent.click(canvas.getByRole('button', { name: 'Export Data' }));
    await expect(args.onExportData).toHaveBeenCalledWith(['org-lakeside', 'org-riverside']);
  },
};

/** Filter, from the keyboard: Enter opens the list, Space checks a name. */
export const FilterKeyboard: Story = {
  play: async ({ canvas }) => {
    filterButton(canvas).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: northbridge.name })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
  },
};

/** A card's details: key figures, students, details, performance metrics, Close, Export Data. */
export const DetailsOpen: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openDetails(canvas, northbridge.name);
    await expect(dialog).toHaveTextContent('Avg Study Time22.1h');
    await expect(within(dialog).getByText('1 at risk')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Message All' }));
    await expect(args.onMessageOrganization).toHaveBeenCalledWith(northbridge.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export Data' }));
    await expect(args.onExportOrganization).toHaveBeenCalledWith(northbridge.id);
  },
};

/** Escape closes the details, and focus goes back to the card. */
export const DetailsClosed: Story = {
  play: async ({ canvas }) => {
    await openDetails(canvas, lakeside.name);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      within(card(canvas, lakeside.name)).getByRole('button', { name: lakeside.name }),
    ).toHaveFocus();
  },
};

/** 24 students: the list scrolls inside the modal, and takes keyboard focus to do so. */
export const DetailsManyStudents: Story = {
  args: { organizations: [sampleManyStudentsOrganization] },
  play: async ({ canvas }) => {
    const dialog = await openDetails(canvas, northbridge.name);
    const list = within(dialog).getByRole('list', { name: 'Students' });
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await expect(within(dialog).getByText('6 at risk')).toBeVisible();
  },
};

/** An organization without students or accreditation. */
export const DetailsNoStudents: Story = {
  args: { organizations: [sampleLongNameOrganizations[2]!] },
  play: async ({ canvas }) => {
    const dialog = await openDetails(canvas, sampleLongNameOrganizations[2]!.name);
    await expect(within(dialog).getByText('No students are enrolled yet.')).toBeVisible();
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

/** The details on a phone: the modal scrolls, its student list too. */
export const PhoneDetails: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const dialog = await openDetails(canvas, northbridge.name);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Long names, locations and addresses wrap, on a phone too. */
export const LongNames: Story = {
  args: { organizations: sampleLongNameOrganizations },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const LongNamesPhone: Story = {
  ...LongNames,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
