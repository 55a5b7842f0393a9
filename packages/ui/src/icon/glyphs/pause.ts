import { Pause as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Pause = /* @__PURE__ */ createIcon(drawing);
