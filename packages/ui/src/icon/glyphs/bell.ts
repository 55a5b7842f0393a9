import { Bell as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Bell = /* @__PURE__ */ createIcon(drawing);
