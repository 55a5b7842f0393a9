import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ProgressBar } from '../progress-bar';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

const modules = [
  { id: 'm1', title: 'Module 1: Foundations', done: 2, total: 5 },
  { id: 'm2', title: 'Module 2: Practice', done: 3, total: 3 },
  { id: 'm3', title: 'Module 3: Capstone', done: 0, total: 4 },
];

const meta = {
  title: 'Display/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: { type: 'multiple' },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Course Progress modal's expandable modules (spec 1 §3). */
export const Modules: Story = {
  render: (args) => (
    <Accordion {...args} className="max-w-lg">
      {modules.map((module) => (
        <AccordionItem key={module.id} value={module.id}>
          <AccordionTrigger>
            <span className="flex flex-col gap-1">
              {module.title}
              <span className="text-xs font-normal text-text-muted">
                {module.done} of {module.total} lessons
              </span>
            </span>
          </AccordionTrigger>
          <AccordionContent>
            <ProgressBar
              label={`${module.title} progress`}
              hideLabel
              value={module.done}
              max={module.total}
              valueText={`${module.done} of ${module.total} lessons`}
            />
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: /Module 1: Foundations/ });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.getByRole('progressbar', { name: 'Module 1: Foundations progress' }),
    ).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: /Module 2: Practice/ })).toHaveFocus();
  },
};

export const SingleCollapsible: Story = {
  args: { type: 'single', collapsible: true, defaultValue: 'a' },
  render: (args) => (
    <Accordion {...args} className="max-w-lg">
      <AccordionItem value="a">
        <AccordionTrigger>What is a live event?</AccordionTrigger>
        <AccordionContent>A session streamed at a set time.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="b" disabled>
        <AccordionTrigger>Locked section</AccordionTrigger>
        <AccordionContent>Hidden</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
};

/** Open, closed and disabled items: the visual review matrix. */
export const AllStates: Story = {
  args: { type: 'multiple', defaultValue: ['open'] },
  render: (args) => (
    <Accordion {...args} className="max-w-lg">
      <AccordionItem value="open">
        <AccordionTrigger>Open item</AccordionTrigger>
        <AccordionContent>Its content.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="closed">
        <AccordionTrigger>Closed item</AccordionTrigger>
        <AccordionContent>Its content.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="disabled" disabled>
        <AccordionTrigger>Disabled item</AccordionTrigger>
        <AccordionContent>Its content.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="long">
        <AccordionTrigger>
          A very long section title that wraps over two lines in a narrow column to show the chevron
          stays aligned
        </AccordionTrigger>
        <AccordionContent>Its content.</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
};
