import { universityFormMessages } from '@lp/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { UniversityManagementPage } from './university-management';
import {
  UniversityManagementExample,
  sampleLongNameUniversity,
  sampleManagedUniversities,
  sampleNewUniversity,
  sampleSlugTaken,
  sampleUniversityManagementProps,
} from './university-management.samples';

const { northbridge, lakeside, westfield, riverside } = sampleManagedUniversities;

const meta = {
  title: 'Pages/Admin/University Management',
  component: UniversityManagementPage,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    ...sampleUniversityManagementProps(),
    onModeChange: fn(),
    onCreate: fn(() => Promise.resolve()),
    onUpdate: fn(() => Promise.resolve()),
    onDelete: fn(() => Promise.resolve()),
    onOpenBranding: fn(),
    onRetry: fn(),
  },
  // The example plays the app: the mode follows the buttons, and a create, update or delete
  // changes the list a moment later.
  render: (args) => <UniversityManagementExample {...args} />,
} satisfies Meta<typeof UniversityManagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const row = (canvas: Canvas, name: string) => canvas.getByRole('article', { name });
const field = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
const question = (name: string) =>
  `Are you sure you want to delete ${name}? This action cannot be undone.`;

/** Nothing of the page reaches past its width. */
async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  const page = canvasElement.querySelector<HTMLElement>('[data-slot=university-management]')!;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** Opens the delete confirmation of a university and returns the dialog. */
async function openDelete(canvas: Canvas, name: string) {
  await userEvent.click(canvas.getByRole('button', { name: `Delete ${name}` }));
  return screen.findByRole('alertdialog', { name: 'Delete University' });
}

/** Every university with its status badge and its view, edit, settings and delete icons. */
export const List: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(within(row(canvas, riverside.name)).getByText('Suspended')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: `Branding settings of ${lakeside.name}` }),
    );
    await expect(args.onOpenBranding).toHaveBeenCalledWith(lakeside.id);
  },
};

/** The view icon opens a university's details in place. */
export const Details: Story = {
  play: async ({ canvas }) => {
    const view = canvas.getByRole('button', { name: `View details of ${northbridge.name}` });
    await userEvent.click(view);
    await expect(view).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(northbridge.description)).toBeVisible();
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
    await expect(row(canvas, westfield.name)).toBeVisible();
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

/** No university yet. */
export const Empty: Story = {
  args: { universities: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No universities found' })).toBeVisible();
    await expect(canvas.getByText('Create the first university to get started.')).toBeVisible();
  },
};

/** A search that matches nothing. */
export const EmptyFiltered: Story = {
  args: { defaultSearch: 'atlantis' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No universities found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
  },
};

/** The delete icon asks first, with the spec's question. */
export const DeleteConfirm: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDelete(canvas, westfield.name);
    await expect(dialog).toHaveAccessibleDescription(question(westfield.name));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Delete while the app deletes: busy until its promise settles. */
export const Deleting: Story = {
  args: { onDelete: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    const dialog = await openDelete(canvas, westfield.name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(westfield.id);
    await expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The server refused: its message shows in the dialog, which stays open. */
export const DeleteFails: Story = {
  args: {
    onDelete: fn(() => Promise.reject(new Error('This university still has enrolled students.'))),
  },
  play: async ({ canvas }) => {
    const dialog = await openDelete(canvas, lakeside.name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This university still has enrolled students.',
    );
  },
};

/** Deleted: the row is gone, the page says so, and focus is on the list's heading. */
export const Deleted: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDelete(canvas, westfield.name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText(`${westfield.name} was deleted.`)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'All Universities' })).toHaveFocus(),
    );
  },
};

/** The create form, empty: status Active, the default colour. */
export const CreateForm: Story = {
  args: { mode: { kind: 'create' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Create University' })).toBeVisible();
    await expect(field(canvas, 'Primary Color')).toHaveValue('#6B7280');
  },
};

/** Create University with nothing filled in: the messages, focus on the first field. */
export const CreateInvalid: Story = {
  args: { mode: { kind: 'create' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create University' }));
    await expect(field(canvas, 'University Name')).toHaveFocus();
    await expect(canvas.getByText(universityFormMessages.nameRequired)).toBeVisible();
    await expect(canvas.getByText(universityFormMessages.adminEmailRequired)).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Typing the name fills the slug; submit is busy while the app creates. */
export const Creating: Story = {
  args: { mode: { kind: 'create' }, onCreate: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    await userEvent.type(field(canvas, 'University Name'), sampleNewUniversity.name);
    await expect(field(canvas, 'Slug')).toHaveValue(sampleNewUniversity.slug);
    await userEvent.type(field(canvas, 'Admin Name'), sampleNewUniversity.adminName);
    await userEvent.type(field(canvas, 'Admin Email'), sampleNewUniversity.adminEmail);
    await userEvent.click(canvas.getByRole('button', { name: 'Create University' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Creating...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The server refused the slug: the message is under the slug, which has focus. */
export const CreateSlugTaken: Story = {
  args: { mode: { kind: 'create' }, onCreate: fn(() => Promise.reject(sampleSlugTaken())) },
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, 'University Name'), 'Northbridge University');
    await userEvent.type(field(canvas, 'Admin Name'), sampleNewUniversity.adminName);
    await userEvent.type(field(canvas, 'Admin Email'), sampleNewUniversity.adminEmail);
    await userEvent.click(canvas.getByRole('button', { name: 'Create University' }));
    await waitFor(() => expect(field(canvas, 'Slug')).toHaveFocus());
    await expect(canvas.getByText(universityFormMessages.slugTaken)).toBeVisible();
  },
};

/** A refusal about no field: above the buttons. */
export const CreateFails: Story = {
  args: {
    mode: { kind: 'create' },
    onCreate: fn(() => Promise.reject(new Error('Too many requests. Please wait a moment.'))),
  },
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, 'University Name'), sampleNewUniversity.name);
    await userEvent.type(field(canvas, 'Admin Name'), sampleNewUniversity.adminName);
    await userEvent.type(field(canvas, 'Admin Email'), sampleNewUniversity.adminEmail);
    await userEvent.click(canvas.getByRole('button', { name: 'Create University' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment.',
    );
  },
};

/** The edit form, pre-filled, without the administrator. */
export const EditForm: Story = {
  args: { mode: { kind: 'edit', universityId: lakeside.id } },
  play: async ({ canvas }) => {
    await expect(field(canvas, 'University Name')).toHaveValue(lakeside.name);
    await expect(canvas.queryByRole('textbox', { name: 'Admin Email' })).toBeNull();
  },
};

export const Updating: Story = {
  args: {
    mode: { kind: 'edit', universityId: lakeside.id },
    onUpdate: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update University' }));
    await expect(args.onUpdate).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Updating...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Edit of a university that is not there (deleted, or a wrong address). */
export const EditNotFound: Story = {
  args: { mode: { kind: 'edit', universityId: 'univ-atlantis' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'University Not Found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Universities' }));
    await expect(canvas.getByRole('heading', { name: 'University Management' })).toBeVisible();
  },
};

/** Edit while the list still loads. */
export const EditLoading: Story = {
  args: { mode: { kind: 'edit', universityId: lakeside.id }, status: 'loading', universities: [] },
};

/** At 375 px: the rows stack, nothing reaches past the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: `View details of ${northbridge.name}` }),
    );
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const CreateFormPhone: Story = {
  args: { mode: { kind: 'create' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** Long names, slugs, domains and descriptions wrap, on a phone too. */
export const LongNames: Story = {
  args: { universities: [sampleLongNameUniversity, riverside] },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: `View details of ${sampleLongNameUniversity.name}` }),
    );
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const LongNamesPhone: Story = {
  ...LongNames,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The app offers each university's sign-in provider (issue 33): a shield icon per row. */
export const WithSignInSettings: Story = {
  args: { onOpenSignIn: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: `Sign-in settings of ${lakeside.name}` }),
    );
    await expect(args.onOpenSignIn).toHaveBeenCalledWith(lakeside.id);
  },
};
