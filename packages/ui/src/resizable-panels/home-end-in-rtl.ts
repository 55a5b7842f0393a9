import type { KeyboardEvent } from 'react';
import type { TextDirection } from '../direction';

// react-resizable-panels (v4) reads the page's direction for the arrows and the pointer, but
// not for Home and End: right to left, End collapses the panel before the separator and Home
// gives it its largest size. The window splitter pattern has Home give the primary panel its
// smallest size and End its largest in either direction, so right to left the handle turns
// Home and End round before the library sees them.

const SWAPPED: Record<string, string> = { Home: 'End', End: 'Home' };
/** Key events the handle re-sent itself, so they pass through untouched. */
const relayed = new WeakSet<Event>();

/**
 * On a right-to-left page, stops Home or End before the separator's own listener (React's
 * capture phase runs first, at the root) and sends the other key in its place.
 */
export function swapHomeEndInRtl(event: KeyboardEvent<HTMLElement>, direction: TextDirection) {
  const swapped = SWAPPED[event.key];
  if (direction !== 'rtl' || !swapped || relayed.has(event.nativeEvent)) return;
  event.preventDefault();
  event.stopPropagation();
  const mirrored = new KeyboardEvent('keydown', {
    key: swapped,
    code: swapped,
    bubbles: true,
    cancelable: true,
  });
  relayed.add(mirrored);
  event.currentTarget.dispatchEvent(mirrored);
}
