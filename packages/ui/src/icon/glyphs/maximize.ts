import { Maximize as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Maximize = /* @__PURE__ */ createIcon(drawing);
