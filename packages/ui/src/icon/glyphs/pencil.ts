import { Pencil as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Pencil = /* @__PURE__ */ createIcon(drawing);
