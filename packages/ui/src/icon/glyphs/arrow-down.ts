import { ArrowDown as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const ArrowDown = /* @__PURE__ */ createIcon(drawing);
