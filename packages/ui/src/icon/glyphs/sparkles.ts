import { Sparkles as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Sparkles = /* @__PURE__ */ createIcon(drawing);
