import { TriangleAlert as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const TriangleAlert = /* @__PURE__ */ createIcon(drawing);
