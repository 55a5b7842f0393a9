import { Globe as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Globe = /* @__PURE__ */ createIcon(drawing);
