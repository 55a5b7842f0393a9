import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { sampleAdminListSectionProps } from './admin-list-page.samples';
import { AdminListSection } from './admin-list-section';

describe('AdminListSection', () => {
  it('is a region named by its heading, with a polite count and an item per entry', () => {
    render(<AdminListSection {...sampleAdminListSectionProps()} countSlot="universities-count" />);
    const region = screen.getByRole('region', { name: 'All Universities' });
    expect(screen.getByRole('heading', { level: 3, name: 'All Universities' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('3 of 3 universities');
    expect(screen.getByRole('status')).toHaveAttribute('data-slot', 'universities-count');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Northfield University',
      'Harbor Institute',
      'Lakeside College',
    ]);
    expect(region).toContainElement(screen.getByRole('list'));
  });

  it('says the list is empty under a heading one level down, and leaves out a null count', () => {
    render(<AdminListSection {...sampleAdminListSectionProps()} items={[]} count={null} />);
    expect(screen.getByRole('heading', { level: 4, name: 'No universities found' })).toBeVisible();
    expect(screen.getByText('Try another search or filter.')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lets script focus the heading when asked', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(
      <AdminListSection {...sampleAdminListSectionProps()} headingRef={ref} headingFocusable />,
    );
    ref.current?.focus();
    expect(screen.getByRole('heading', { name: 'All Universities' })).toHaveFocus();
  });

  it('keeps the toolbar, the notice and what follows in order', () => {
    render(
      <AdminListSection
        {...sampleAdminListSectionProps()}
        toolbar={<input aria-label="Search" />}
        notice={<p>Deleted.</p>}
        after={<p>Dialog</p>}
      />,
    );
    const region = screen.getByRole('region', { name: 'All Universities' });
    const order = [...region.children].map((child) => child.tagName);
    expect(order).toEqual(['H3', 'INPUT', 'P', 'P', 'UL', 'P']);
  });
});
