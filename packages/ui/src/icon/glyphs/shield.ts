import { Shield as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Shield = /* @__PURE__ */ createIcon(drawing);
