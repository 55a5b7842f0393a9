import { LayoutTemplate as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const LayoutTemplate = /* @__PURE__ */ createIcon(drawing);
