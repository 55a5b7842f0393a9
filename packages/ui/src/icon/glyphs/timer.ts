import { Timer as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Timer = /* @__PURE__ */ createIcon(drawing);
