import { Circle as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Circle = /* @__PURE__ */ createIcon(drawing);
