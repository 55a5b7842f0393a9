import { Volume2 as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Volume2 = /* @__PURE__ */ createIcon(drawing);
