import { Ellipsis as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Ellipsis = /* @__PURE__ */ createIcon(drawing);
