import { ArrowUpDown as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const ArrowUpDown = /* @__PURE__ */ createIcon(drawing);
