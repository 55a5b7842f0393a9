import { PlaceholderPage } from '@lp/patterns';
import { useMessages } from '@lp/ui';
import { useCurrentRoute } from '../routes/layouts';
import { paths } from '../routes/paths';
import { routeTable } from '../routes/route-table';
import { routeMessages, routeText } from '../routes/route-text';

/** Routes whose screens are not built yet render their title and subtitle from the route table. */
export default function PlaceholderScreen() {
  const route = useCurrentRoute();
  const text = useMessages(routeMessages);
  const placed = routeTable.find((entry) => entry.path === route?.path);
  return (
    <PlaceholderPage
      title={route ? routeText(text, route.title) : ''}
      subtitle={placed?.subtitle && routeText(text, placed.subtitle)}
      backHref={paths.dashboard()}
    />
  );
}
