import { CircleX as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const CircleX = /* @__PURE__ */ createIcon(drawing);
