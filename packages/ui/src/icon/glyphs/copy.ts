import { Copy as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Copy = /* @__PURE__ */ createIcon(drawing);
