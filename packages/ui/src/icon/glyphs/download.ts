import { Download as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Download = /* @__PURE__ */ createIcon(drawing);
