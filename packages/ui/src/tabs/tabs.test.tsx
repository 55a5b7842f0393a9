import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DirectionProvider } from '../direction';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function DashboardTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="learning" onValueChange={onValueChange}>
      <TabsList aria-label="Dashboard sections">
        <TabsTrigger value="learning">Learning Dashboard</TabsTrigger>
        <TabsTrigger value="programs">Programs</TabsTrigger>
        <TabsTrigger value="courses">My Courses</TabsTrigger>
      </TabsList>
      <TabsContent value="learning">Recommended for you</TabsContent>
      <TabsContent value="programs">Programs panel</TabsContent>
      <TabsContent value="courses">Courses panel</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the panel of the selected tab and switches on click', async () => {
    const onValueChange = vi.fn();
    render(<DashboardTabs onValueChange={onValueChange} />);
    expect(screen.getByRole('tab', { name: 'Learning Dashboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Recommended for you');
    await userEvent.click(screen.getByRole('tab', { name: 'Programs' }));
    expect(onValueChange).toHaveBeenCalledWith('programs');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Programs panel');
  });

  it('moves between tabs with the arrow keys', async () => {
    render(<DashboardTabs />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Learning Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Programs' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'My Courses' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Courses panel');
  });
});

describe('Tabs right to left', () => {
  it('runs its tabs from the right and moves the way the arrows point', async () => {
    render(
      <DirectionProvider dir="rtl">
        <DashboardTabs />
      </DirectionProvider>,
    );
    // Radix lays the tabs out with the direction it is given, not the browser's default.
    expect(screen.getByRole('tablist').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Learning Dashboard' })).toHaveFocus();
    // The next tab sits to the left of the first: Left goes to it, Right comes back.
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Programs' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Learning Dashboard' })).toHaveFocus();
  });
});

describe('TabsList variant', () => {
  it('styles its triggers with its own variant', () => {
    render(
      <Tabs defaultValue="a">
        <TabsList variant="pill" aria-label="Looks">
          <TabsTrigger value="a">A</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Panel</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Looks' })).toHaveAttribute('data-variant', 'pill');
    expect(screen.getByRole('tab', { name: 'A' })).toHaveClass('rounded-md');
  });
});
