import { PlaceholderPage } from '@lp/patterns';
import { useCurrentRoute } from '../routes/layouts';
import { paths } from '../routes/paths';

/** Routes whose screens are not built yet render their title and subtitle from the route table. */
export default function PlaceholderScreen() {
  const route = useCurrentRoute();
  return (
    <PlaceholderPage
      title={route?.title ?? ''}
      subtitle={route?.subtitle}
      backHref={paths.dashboard()}
    />
  );
}
