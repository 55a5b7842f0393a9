import { ThumbsUp as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const ThumbsUp = /* @__PURE__ */ createIcon(drawing);
