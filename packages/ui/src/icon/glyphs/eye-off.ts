import { EyeOff as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const EyeOff = /* @__PURE__ */ createIcon(drawing);
