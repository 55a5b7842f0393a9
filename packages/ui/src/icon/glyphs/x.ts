import { X as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const X = /* @__PURE__ */ createIcon(drawing);
