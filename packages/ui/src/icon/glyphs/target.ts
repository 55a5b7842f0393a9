import { Target as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Target = /* @__PURE__ */ createIcon(drawing);
