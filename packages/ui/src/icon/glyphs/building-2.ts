import { Building2 as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Building2 = /* @__PURE__ */ createIcon(drawing);
