import { SWIPE_HINT_THRESHOLD_PX, SWIPE_THRESHOLD_PX } from '../constants/player';

/**
 * The mobile swipe of spec 1 §2.7, from the horizontal movement in px (negative = left).
 * `hint` is null until the movement passes 50 px; then 'next' (left past 100 px, 'Next Lesson →'),
 * 'previous' (right past 100 px, '← Previous Lesson') or 'undecided' ('Swipe to navigate').
 * `action` is what releasing the finger does.
 */
export function swipeState(deltaX: number): {
  hint: 'next' | 'previous' | 'undecided' | null;
  action: 'next' | 'previous' | null;
} {
  const distance = Math.abs(deltaX);
  const action = distance > SWIPE_THRESHOLD_PX ? (deltaX < 0 ? 'next' : 'previous') : null;
  const hint = distance > SWIPE_HINT_THRESHOLD_PX ? (action ?? 'undecided') : null;
  return { hint, action };
}
