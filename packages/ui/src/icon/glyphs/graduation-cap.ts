import { GraduationCap as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const GraduationCap = /* @__PURE__ */ createIcon(drawing);
