import { Library as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Library = /* @__PURE__ */ createIcon(drawing);
