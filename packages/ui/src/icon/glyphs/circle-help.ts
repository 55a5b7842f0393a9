import { CircleHelp as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const CircleHelp = /* @__PURE__ */ createIcon(drawing);
