import { Captions as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Captions = /* @__PURE__ */ createIcon(drawing);
