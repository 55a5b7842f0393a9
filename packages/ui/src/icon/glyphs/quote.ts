import { Quote as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Quote = /* @__PURE__ */ createIcon(drawing);
