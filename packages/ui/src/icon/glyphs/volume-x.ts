import { VolumeX as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const VolumeX = /* @__PURE__ */ createIcon(drawing);
