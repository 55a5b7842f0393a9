import { ShieldCheck as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const ShieldCheck = /* @__PURE__ */ createIcon(drawing);
