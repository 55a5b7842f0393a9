import { Mic as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Mic = /* @__PURE__ */ createIcon(drawing);
