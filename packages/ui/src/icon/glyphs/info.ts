import { Info as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Info = /* @__PURE__ */ createIcon(drawing);
