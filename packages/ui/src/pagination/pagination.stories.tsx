import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination } from './pagination';

const meta = {
  title: 'Display/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, pageCount: 6, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: React.ComponentProps<typeof Pagination>) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
    />
  );
}

/** The user management table's static text (spec 2 §8): '1 to 10' is data from the caller. */
export const Default: Story = {
  args: { summary: 'Showing 1 to 10 of 57 users' },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const ManyPages: Story = {
  args: { page: 10, pageCount: 40 },
  render: (args) => <Controlled {...args} />,
};

export const LastPage: Story = { args: { page: 6 } };
export const SinglePage: Story = { args: { pageCount: 1 } };

export const Mobile: Story = {
  args: { page: 5, pageCount: 12, summary: '1 to 10' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** First, middle and last pages with few and many pages: the visual review matrix. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-4">
      <Pagination page={1} pageCount={5} label="Few pages" />
      <Pagination page={1} pageCount={30} label="First of many" />
      <Pagination page={15} pageCount={30} label="Middle of many" />
      <Pagination page={30} pageCount={30} label="Last of many" summary="1 to 10" />
    </div>
  ),
};

/** With `pageHref`, the controls are links (paging before the script has run; the catalogue). */
export const AsLinks: Story = {
  args: { page: 2, pageCount: 4, pageHref: (n) => `/catalog?page=${n}`, onPageChange: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/catalog?page=3',
    );
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
