import { RotateCcw as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const RotateCcw = /* @__PURE__ */ createIcon(drawing);
