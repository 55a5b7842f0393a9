import { User as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const User = /* @__PURE__ */ createIcon(drawing);
