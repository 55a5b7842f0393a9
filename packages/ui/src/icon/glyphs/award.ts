import { Award as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Award = /* @__PURE__ */ createIcon(drawing);
