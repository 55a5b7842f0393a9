import { ChevronDown as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const ChevronDown = /* @__PURE__ */ createIcon(drawing);
