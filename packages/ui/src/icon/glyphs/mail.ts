import { Mail as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Mail = /* @__PURE__ */ createIcon(drawing);
