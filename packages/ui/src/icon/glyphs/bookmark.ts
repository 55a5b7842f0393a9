import { Bookmark as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Bookmark = /* @__PURE__ */ createIcon(drawing);
