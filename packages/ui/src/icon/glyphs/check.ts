import { Check as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Check = /* @__PURE__ */ createIcon(drawing);
