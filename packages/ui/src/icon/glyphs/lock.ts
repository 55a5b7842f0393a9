import { Lock as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Lock = /* @__PURE__ */ createIcon(drawing);
