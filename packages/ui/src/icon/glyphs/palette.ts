import { Palette as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Palette = /* @__PURE__ */ createIcon(drawing);
