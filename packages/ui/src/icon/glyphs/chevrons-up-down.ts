import { ChevronsUpDown as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const ChevronsUpDown = /* @__PURE__ */ createIcon(drawing);
