import { ArrowUp as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const ArrowUp = /* @__PURE__ */ createIcon(drawing);
