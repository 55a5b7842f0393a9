import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { emptyDraft, StructureExample } from './course-builder.samples';

const meta = {
  title: 'Pages/Course Builder/Structure editor',
  component: StructureExample,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { onModulesChange: fn() },
} satisfies Meta<typeof StructureExample>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const announcement = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot=structure-announcement]')!;
const lessonTitles = (canvas: Canvas, module: string) => {
  const card = canvas
    .getAllByRole('listitem')
    .find(
      (item: HTMLElement) =>
        item.getAttribute('data-slot') === 'builder-module' &&
        within(item).getAllByRole('textbox', { name: 'Module title' })[0]?.getAttribute('value') ===
          module,
    )!;
  return within(card)
    .queryAllByRole('textbox', { name: 'Lesson title' })
    .map((input) => (input as HTMLInputElement).value);
};

/** Two modules with a lesson of each type. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Structure' })).toBeVisible();
    await expect(lessonTitles(canvas, 'Basics')).toEqual([
      'Variables',
      'Introduction video',
      'Basics quiz',
    ]);
    await expect(canvas.getByRole('button', { name: "Drag Lesson 'Variables'" })).toBeVisible();
    const [title] = canvas.getAllByRole('textbox', { name: 'Module title' });
    await userEvent.type(title!, ' a b');
    await expect(title).toHaveValue('Basics a b');
  },
};

/** A new course: no modules yet, and Add module. */
export const Empty: Story = {
  args: { initialDraft: emptyDraft },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No modules yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add module' })).toBeVisible();
  },
};

/**
 * Keyboard reordering: space on a lesson's handle picks it up, the down arrow moves it, space
 * drops it; the move is announced with the lesson's new place and focus stays on its handle.
 */
export const KeyboardReorder: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const handle = canvas.getByRole('button', { name: "Drag Lesson 'Variables'" });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(announcement(canvasElement)).toHaveTextContent(
        "Moved Lesson 'Variables' to position 2 of 3 in Module 'Basics'",
      ),
    );
    await expect(lessonTitles(canvas, 'Basics')).toEqual([
      'Introduction video',
      'Variables',
      'Basics quiz',
    ]);
    await expect(args.onModulesChange).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: "Drag Lesson 'Variables'" })).toHaveFocus(),
    );
  },
};

/** Reordering by pointer: a lesson dragged by its handle below the next one. */
export const PointerReorder: Story = {
  play: async ({ canvas, canvasElement }) => {
    const handle = canvas.getByRole('button', { name: "Drag Lesson 'Variables'" });
    const from = handle.getBoundingClientRect();
    const target = canvas
      .getByRole('button', { name: "Drag Lesson 'Introduction video'" })
      .getBoundingClientRect();
    const x = from.left + from.width / 2;
    const start = from.top + from.height / 2;
    const end = target.top + target.height / 2 + 4;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: x, clientY: start } },
      { coords: { clientX: x, clientY: start + 6 } },
      { coords: { clientX: x, clientY: (start + end) / 2 } },
      { coords: { clientX: x, clientY: end } },
      { keys: '[/MouseLeft]', coords: { clientX: x, clientY: end } },
    ]);
    await waitFor(() =>
      expect(announcement(canvasElement)).toHaveTextContent(
        "Moved Lesson 'Variables' to position 2 of 3 in Module 'Basics'",
      ),
    );
    await expect(lessonTitles(canvas, 'Basics')).toEqual([
      'Introduction video',
      'Variables',
      'Basics quiz',
    ]);
  },
};

/** Keyboard reordering of modules, by the same handle keys. */
export const KeyboardReorderModules: Story = {
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('button', { name: "Drag Module 'Functions'" }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(announcement(canvasElement)).toHaveTextContent(
        "Moved Module 'Functions' to position 1 of 2",
      ),
    );
    const titles = canvas
      .getAllByRole('textbox', { name: 'Module title' })
      .map((input) => (input as HTMLInputElement).value);
    await expect(titles).toEqual(['Functions', 'Basics']);
  },
};

/** A lesson picked up by keyboard and held over another place: the move in progress. */
export const ReorderInProgress: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    canvas.getByRole('button', { name: "Drag Lesson 'Variables'" }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(
        canvasElement.querySelector('[data-slot=builder-lesson][data-dragging]'),
      ).not.toBeNull(),
    );
    await expect(args.onModulesChange).not.toHaveBeenCalled();
  },
};

/** The Move menu: Move to module… takes a lesson to the end of another module. */
export const MoveToAnotherModule: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: "Actions for Lesson 'Arrow functions'" }),
    );
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Basics' }));
    await waitFor(() =>
      expect(announcement(canvasElement)).toHaveTextContent(
        "Moved Lesson 'Arrow functions' to position 4 of 4 in Module 'Basics'",
      ),
    );
    await expect(lessonTitles(canvas, 'Functions')).toEqual(['Declaring functions']);
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: "Actions for Lesson 'Arrow functions'" }),
      ).toHaveFocus(),
    );
  },
};

/**
 * Adding and deleting: a new module takes the focus on its title; a new lesson of the type
 * picked joins it; Delete asks first, Cancel keeps the lesson, Delete removes it and focus
 * moves to the module's Add lesson.
 */
export const AddAndDeleteWithConfirmation: Story = {
  args: { initialDraft: emptyDraft },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add module' }));
    const title = canvas.getByRole('textbox', { name: 'Module title' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveValue('Module 1');
    await userEvent.keyboard('Getting started');
    await expect(title).toHaveValue('Getting started');

    await userEvent.click(canvas.getByRole('button', { name: 'Add lesson' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Quiz' }));
    const lessonTitle = await canvas.findByRole('textbox', { name: 'Lesson title' });
    await waitFor(() => expect(lessonTitle).toHaveFocus());
    await expect(lessonTitle).toHaveValue('New quiz');

    const remove = canvas.getByRole('button', { name: "Delete Lesson 'New quiz'" });
    await userEvent.click(remove);
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this lesson?' });
    await expect(dialog).toHaveTextContent("Lesson 'New quiz' will be removed from the course.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Lesson title' })).toBeVisible();

    await userEvent.click(remove);
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this lesson?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: 'Lesson title' })).toBeNull());
    await expect(announcement(canvasElement)).toHaveTextContent("Deleted Lesson 'New quiz'");
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add lesson' })).toHaveFocus());
  },
};

/** Deleting a module names how many lessons go with it. */
export const DeleteModuleConfirmation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: "Delete Module 'Basics'" }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this module?' });
    await expect(dialog).toHaveTextContent(
      "Module 'Basics' and its 3 lessons will be removed from the course.",
    );
  },
};

/** On a phone the rows keep every control within the width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvasElement.querySelector('[data-slot=builder-lesson]')).not.toBeNull();
  },
};
