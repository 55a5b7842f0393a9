import { CircleCheck as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const CircleCheck = /* @__PURE__ */ createIcon(drawing);
