import type { RouteEntry } from '../routes/route-types';

/** Every screen receives the route-table entry it renders. */
export interface ScreenProps {
  route: RouteEntry;
}
