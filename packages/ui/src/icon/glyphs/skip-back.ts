import { SkipBack as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const SkipBack = /* @__PURE__ */ createIcon(drawing);
