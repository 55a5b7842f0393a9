import { Ban as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Ban = /* @__PURE__ */ createIcon(drawing);
