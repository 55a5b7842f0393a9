import { ChevronUp as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const ChevronUp = /* @__PURE__ */ createIcon(drawing);
