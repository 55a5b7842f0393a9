import { House as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const House = /* @__PURE__ */ createIcon(drawing);
