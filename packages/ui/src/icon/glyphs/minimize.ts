import { Minimize as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Minimize = /* @__PURE__ */ createIcon(drawing);
