import { Trash2 as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Trash2 = /* @__PURE__ */ createIcon(drawing);
