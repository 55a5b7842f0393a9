import { CircleAlert as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const CircleAlert = /* @__PURE__ */ createIcon(drawing);
