import { Plus as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Plus = /* @__PURE__ */ createIcon(drawing);
