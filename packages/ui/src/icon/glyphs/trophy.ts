import { Trophy as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Trophy = /* @__PURE__ */ createIcon(drawing);
