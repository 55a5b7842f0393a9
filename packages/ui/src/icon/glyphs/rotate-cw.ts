import { RotateCw as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const RotateCw = /* @__PURE__ */ createIcon(drawing);
