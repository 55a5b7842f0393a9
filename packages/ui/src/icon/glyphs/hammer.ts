import { Hammer as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Hammer = /* @__PURE__ */ createIcon(drawing);
