import { Radio as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Radio = /* @__PURE__ */ createIcon(drawing);
