import { CirclePlay as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const CirclePlay = /* @__PURE__ */ createIcon(drawing);
