import { EllipsisVertical as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const EllipsisVertical = /* @__PURE__ */ createIcon(drawing);
