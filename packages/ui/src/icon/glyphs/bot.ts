import { Bot as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Bot = /* @__PURE__ */ createIcon(drawing);
