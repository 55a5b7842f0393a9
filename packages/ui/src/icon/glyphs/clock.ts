import { Clock as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Clock = /* @__PURE__ */ createIcon(drawing);
