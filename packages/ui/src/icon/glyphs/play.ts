import { Play as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Play = /* @__PURE__ */ createIcon(drawing);
