import { Briefcase as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Briefcase = /* @__PURE__ */ createIcon(drawing);
