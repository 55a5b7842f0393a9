import { PlaceholderPage } from '@lp/patterns';
import { useCurrentRoute } from '../routes/layouts';
import { paths } from '../routes/paths';
import { routeTable } from '../routes/route-table';

/** Routes whose screens are not built yet render their title and subtitle from the route table. */
export default function PlaceholderScreen() {
  const route = useCurrentRoute();
  const placed = routeTable.find((entry) => entry.path === route?.path);
  return (
    <PlaceholderPage
      title={route?.title ?? ''}
      subtitle={placed?.subtitle}
      backHref={paths.dashboard()}
    />
  );
}
