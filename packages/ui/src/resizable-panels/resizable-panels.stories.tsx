import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { arrowKeyTowards, readDocumentDirection } from '../direction';
import { ResizableHandle, ResizablePanel, ResizablePanelGroup } from './resizable-panels';

/** The outline sits at the line's start: the arrow towards the end widens it, in either direction. */
const key = (towards: 'forward' | 'back') =>
  `{${arrowKeyTowards(towards, readDocumentDirection())}}`;

const onSizesChange = fn();

function Pane({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <section aria-label={title} className="h-full bg-surface p-4">
      <h2 className="text-sm font-semibold text-text">{title}</h2>
      <div className="mt-2 text-sm text-text-muted">{children}</div>
    </section>
  );
}

function LessonLayout({
  withStudy = false,
  outlineSize,
}: {
  withStudy?: boolean;
  outlineSize?: number;
}) {
  return (
    <div className="h-[480px] w-[1200px] border border-border">
      <ResizablePanelGroup onSizesChange={onSizesChange}>
        <ResizablePanel id="outline" preset="left" defaultSize={outlineSize} collapsible>
          <Pane title="Course outline">Modules and lessons</Pane>
        </ResizablePanel>
        <ResizableHandle aria-label="Resize course outline" />
        <ResizablePanel id="lesson" minSize={200}>
          <Pane title="Lesson">The lesson area</Pane>
        </ResizablePanel>
        {withStudy ? (
          <>
            <ResizableHandle aria-label="Resize study panel" />
            <ResizablePanel id="study" preset="study">
              <Pane title="Notes and bookmarks" />
            </ResizablePanel>
          </>
        ) : null}
        <ResizableHandle aria-label="Resize AI companion" />
        <ResizablePanel id="companion" preset="right" collapsible>
          <Pane title="AI companion" />
        </ResizablePanel>
      </ResizablePanelGroup>
    </div>
  );
}

const width = (name: string) =>
  Math.round(
    document.querySelector(`section[aria-label="${name}"]`)!.getBoundingClientRect().width,
  );

const meta = {
  title: 'Layout/ResizablePanels',
  component: ResizablePanelGroup,
  tags: ['autodocs'],
  args: {},
  render: () => <LessonLayout />,
  beforeEach: () => {
    onSizesChange.mockClear();
  },
} satisfies Meta<typeof ResizablePanelGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The lesson player's layout at the spec's defaults: outline 320 px, AI companion 400 px. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(width('Course outline')).toBe(320));
    await expect(width('AI companion')).toBe(400);
    const handle = canvas.getByRole('separator', { name: 'Resize course outline' });
    await expect(handle).toHaveAttribute('aria-valuenow');
    await expect(handle).toHaveAttribute('aria-valuemin');
    await expect(handle).toHaveAttribute('aria-valuemax');
  },
};

/** Keyboard: arrows widen and narrow the outline, End stops at 500 px, Home collapses it, Enter restores. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const handle = canvas.getByRole('separator', { name: 'Resize course outline' });
    await waitFor(() => expect(width('Course outline')).toBe(320));
    handle.focus();
    await userEvent.keyboard(key('forward'));
    await waitFor(() => expect(width('Course outline')).toBeGreaterThan(320));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(width('Course outline')).toBe(500));
    await expect(onSizesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ outline: 500 }),
      expect.objectContaining({ isUserInteraction: true }),
    );
    await userEvent.keyboard(key('back'));
    await waitFor(() => expect(width('Course outline')).toBeLessThan(500));
    await userEvent.keyboard('{Home}');
    // Collapsed: under the 250 px minimum.
    await waitFor(() => expect(width('Course outline')).toBeLessThan(250));
    // Right to left, the library's Enter toggles the panel on the separator's left (here the
    // lesson, which does not collapse): a known gap, docs/right-to-left.md.
    if (readDocumentDirection() === 'rtl') return;
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(width('Course outline')).toBeGreaterThanOrEqual(250));
  },
};

/** Dragging the AI companion's edge: it stops at 600 px. */
export const Pointer: Story = {
  play: async ({ canvas }) => {
    const handle = canvas.getByRole('separator', { name: 'Resize AI companion' });
    await waitFor(() => expect(width('AI companion')).toBe(400));
    const box = handle.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x = box.left + box.width / 2;
    // Towards the line's start, away from the companion at its end: left, or right in RTL.
    const to = readDocumentDirection() === 'rtl' ? x + 400 : x - 400;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: x, clientY: y } },
      { target: handle, coords: { clientX: to, clientY: y } },
      { keys: '[/MouseLeft]', target: handle, coords: { clientX: to, clientY: y } },
    ]);
    await waitFor(() => expect(width('AI companion')).toBe(600));
  },
};

/** A remembered width outside the range is clamped: 900 px becomes 500. */
export const RememberedWidthClamped: Story = {
  render: () => <LessonLayout outlineSize={900} />,
  play: async () => {
    await waitFor(() => expect(width('Course outline')).toBe(500));
  },
};

/** With the notes and bookmarks panel open (study panel, 300 px). */
export const WithStudyPanel: Story = {
  render: () => <LessonLayout withStudy />,
  play: async () => {
    await waitFor(() => expect(width('Notes and bookmarks')).toBe(300));
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-4">
      <LessonLayout />
      <LessonLayout withStudy outlineSize={250} />
    </div>
  ),
};
