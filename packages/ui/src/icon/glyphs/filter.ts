import { Filter as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Filter = /* @__PURE__ */ createIcon(drawing);
