import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenId } from '../routes/route-types';
import type { ScreenProps } from './screen-props';

type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>;

const placeholder: LazyScreen = lazy(() => import('./placeholder-screen'));
const search: LazyScreen = lazy(() => import('./search-screen'));
const login: LazyScreen = lazy(() => import('./auth/login-screen'));

/**
 * Which component renders each screen id of the route table, loaded on demand so each
 * route ships only its own code. Routes the spec leaves as placeholders point at the placeholder screen.
 */
export const screenRegistry: Record<ScreenId, LazyScreen> = {
  placeholder,
  login,
  register: lazy(() => import('./auth/register-screen')),
  'confirm-email': lazy(() => import('./auth/confirm-email-screen')),
  'forgot-password': lazy(() => import('./auth/forgot-password-screen')),
  'forgot-password-confirmation': lazy(() => import('./auth/forgot-password-confirmation-screen')),
  'reset-password': lazy(() => import('./auth/reset-password-screen')),
  'reset-success': lazy(() => import('./auth/reset-success-screen')),
  'expired-link': lazy(() => import('./auth/expired-link-screen')),
  invite: lazy(() => import('./auth/invite-screen')),
  search,
  'course-redirect': lazy(() => import('./lesson-player/course-redirect-screen')),
  'lesson-player': lazy(() => import('./lesson-player/lesson-player-screen')),
};
