import { Moon as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Moon = /* @__PURE__ */ createIcon(drawing);
