import { Menu as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Menu = /* @__PURE__ */ createIcon(drawing);
