import { Keyboard as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Keyboard = /* @__PURE__ */ createIcon(drawing);
