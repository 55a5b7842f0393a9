import { Button, Skeleton, SkeletonGroup } from '@lp/ui';
import { Building2, Plus } from '@lp/ui/icons';
import type { AdminListPageProps } from './admin-list-page';
import type { AdminListSectionProps } from './admin-list-section';

/** A small list of names, the ready body of the examples. */
export const sampleAdminListItems = [
  'Northfield University',
  'Harbor Institute',
  'Lakeside College',
];

/** The samples' own texts: a page's texts, in English as sample data is. */
const sampleTexts = { loading: 'Loading universities...', create: 'Create University' };

/** Every required prop of AdminListPage, ready, with a list of three names. */
export function sampleAdminListPageProps(): AdminListPageProps {
  return {
    status: 'ready',
    title: 'Universities',
    intro: 'Manage the universities of the platform.',
    loading: (
      <SkeletonGroup label={sampleTexts.loading}>
        <Skeleton className="h-10" width="w-full" />
      </SkeletonGroup>
    ),
    texts: { error: 'Could not load the universities.', retry: 'Try again' },
    actions: (
      <Button className="w-full md:w-fit">
        <Plus aria-hidden="true" />
        {sampleTexts.create}
      </Button>
    ),
    children: () => (
      <ul className="flex flex-col gap-2">
        {sampleAdminListItems.map((name) => (
          <li key={name} className="rounded-lg border border-border p-4">
            {name}
          </li>
        ))}
      </ul>
    ),
  };
}

/** Every required prop of AdminListSection over the sample names, drawn as cards. */
export function sampleAdminListSectionProps(): AdminListSectionProps<string> {
  return {
    heading: 'All Universities',
    headingAs: 'h3',
    count: `${sampleAdminListItems.length} of ${sampleAdminListItems.length} universities`,
    items: sampleAdminListItems,
    itemKey: (name) => name,
    renderItem: (name) => <div className="rounded-lg border border-border p-4">{name}</div>,
    empty: {
      icon: <Building2 />,
      title: 'No universities found',
      hint: 'Try another search or filter.',
    },
  };
}
