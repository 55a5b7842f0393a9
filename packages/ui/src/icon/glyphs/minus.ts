import { Minus as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Minus = /* @__PURE__ */ createIcon(drawing);
