import { Focus as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Focus = /* @__PURE__ */ createIcon(drawing);
