import { Headphones as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Headphones = /* @__PURE__ */ createIcon(drawing);
