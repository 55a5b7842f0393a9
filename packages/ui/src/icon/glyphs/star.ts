import { Star as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Star = /* @__PURE__ */ createIcon(drawing);
