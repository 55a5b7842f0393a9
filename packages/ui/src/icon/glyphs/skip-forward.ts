import { SkipForward as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const SkipForward = /* @__PURE__ */ createIcon(drawing);
