import { BookOpen as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const BookOpen = /* @__PURE__ */ createIcon(drawing);
