import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

function Modules() {
  return (
    <Accordion type="multiple">
      <AccordionItem value="m1">
        <AccordionTrigger>Module 1: Foundations</AccordionTrigger>
        <AccordionContent>2 of 5 lessons</AccordionContent>
      </AccordionItem>
      <AccordionItem value="m2">
        <AccordionTrigger level={4}>Module 2: Practice</AccordionTrigger>
        <AccordionContent>0 of 3 lessons</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

describe('Accordion', () => {
  it('expands and collapses a module from its header button', async () => {
    render(<Modules />);
    const trigger = screen.getByRole('button', { name: 'Module 1: Foundations' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('2 of 5 lessons')).toBeNull();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Module 1: Foundations' })).toHaveTextContent(
      '2 of 5 lessons',
    );
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('wraps each trigger in a heading of the chosen level and moves with arrow keys', async () => {
    render(<Modules />);
    expect(screen.getByRole('heading', { level: 3, name: 'Module 1: Foundations' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 4, name: 'Module 2: Practice' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Module 2: Practice' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('0 of 3 lessons')).toBeVisible();
  });
});
