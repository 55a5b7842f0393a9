import { Sun as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Sun = /* @__PURE__ */ createIcon(drawing);
