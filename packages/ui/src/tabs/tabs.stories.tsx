import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { arrowKeyTowards, readDocumentDirection } from '../direction';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Display/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'learning' },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

function Dashboard({ variant }: { variant?: 'underline' | 'pill' }) {
  return (
    <>
      <TabsList variant={variant} aria-label="Dashboard sections">
        <TabsTrigger value="learning">Learning Dashboard</TabsTrigger>
        <TabsTrigger value="programs">Programs</TabsTrigger>
        <TabsTrigger value="courses">My Courses</TabsTrigger>
        <TabsTrigger value="archived" disabled>
          Archived
        </TabsTrigger>
      </TabsList>
      <TabsContent value="learning" className="text-text">
        Recommended for you
      </TabsContent>
      <TabsContent value="programs" className="text-text">
        Programs
      </TabsContent>
      <TabsContent value="courses" className="text-text">
        My Courses
      </TabsContent>
    </>
  );
}

/** The dashboard's three tabs (spec 2 §2.2), driven by the keyboard. */
export const Underline: Story = {
  render: (args) => (
    <Tabs {...args}>
      <Dashboard />
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Learning Dashboard' })).toHaveFocus();
    // The next tab is the way the arrow points: Right, or Left right to left.
    await userEvent.keyboard(`{${arrowKeyTowards('forward', readDocumentDirection())}}`);
    const programs = canvas.getByRole('tab', { name: 'Programs' });
    await expect(programs).toHaveFocus();
    await expect(programs).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Programs');
  },
};

export const Pill: Story = {
  render: (args) => (
    <Tabs {...args}>
      <Dashboard variant="pill" />
    </Tabs>
  ),
};

/** The video administration page's two tabs (spec 2 §2.4). */
export const TwoTabs: Story = {
  args: { defaultValue: 'live' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Video address">
        <TabsTrigger value="live">Live Stream URL</TabsTrigger>
        <TabsTrigger value="welcome">Welcome Message URL</TabsTrigger>
      </TabsList>
      <TabsContent value="live" className="text-text">
        Live stream
      </TabsContent>
      <TabsContent value="welcome" className="text-text">
        Welcome message
      </TabsContent>
    </Tabs>
  ),
};

export const Mobile: Story = {
  ...Underline,
  play: undefined,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Both looks, horizontal and vertical: the visual review matrix. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-8">
      <Tabs defaultValue="programs">
        <Dashboard />
      </Tabs>
      <Tabs defaultValue="programs">
        <Dashboard variant="pill" />
      </Tabs>
      <Tabs defaultValue="notes" orientation="vertical">
        <TabsList aria-label="Panel">
          <TabsTrigger value="notes">Notes</TabsTrigger>
          <TabsTrigger value="bookmarks">Bookmarks</TabsTrigger>
        </TabsList>
        <TabsContent value="notes" className="text-text">
          Notes
        </TabsContent>
        <TabsContent value="bookmarks" className="text-text">
          Bookmarks
        </TabsContent>
      </Tabs>
    </div>
  ),
};
