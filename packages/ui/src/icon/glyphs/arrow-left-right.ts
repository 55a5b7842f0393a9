import { ArrowLeftRight as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const ArrowLeftRight = /* @__PURE__ */ createIcon(drawing);
