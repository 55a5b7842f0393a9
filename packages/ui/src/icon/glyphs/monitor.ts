import { Monitor as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Monitor = /* @__PURE__ */ createIcon(drawing);
