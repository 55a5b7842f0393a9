import { Lightbulb as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Lightbulb = /* @__PURE__ */ createIcon(drawing);
