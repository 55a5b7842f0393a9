import { Flame as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Flame = /* @__PURE__ */ createIcon(drawing);
