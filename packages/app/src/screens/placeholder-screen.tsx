import { PlaceholderPage } from '@lp/patterns';
import type { ScreenProps } from './screen-props';

/** Routes whose screens are not built yet render their title and subtitle from the route table. */
export default function PlaceholderScreen({ route }: ScreenProps) {
  return <PlaceholderPage title={route.title} subtitle={route.subtitle} />;
}
