import { Languages as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Languages = /* @__PURE__ */ createIcon(drawing);
