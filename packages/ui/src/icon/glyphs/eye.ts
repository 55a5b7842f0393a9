import { Eye as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Eye = /* @__PURE__ */ createIcon(drawing);
