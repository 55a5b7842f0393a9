import { StickyNote as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const StickyNote = /* @__PURE__ */ createIcon(drawing);
