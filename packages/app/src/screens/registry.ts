import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenId } from '../routes/route-types';
import type { ScreenProps } from './screen-props';

type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>;

const placeholder: LazyScreen = lazy(() => import('./placeholder-screen'));

/**
 * Which component renders each screen id of the route table, loaded on demand so each
 * route ships only its own code. Screens not built yet point at the placeholder.
 */
export const screenRegistry: Record<ScreenId, LazyScreen> = {
  placeholder,
  login: placeholder,
  register: placeholder,
  'confirm-email': placeholder,
  'forgot-password': placeholder,
  'forgot-password-confirmation': placeholder,
  'reset-password': placeholder,
  'reset-success': placeholder,
  'expired-link': placeholder,
  invite: placeholder,
  search: placeholder,
  'course-redirect': placeholder,
  'lesson-player': placeholder,
};
