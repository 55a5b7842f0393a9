import { FileQuestion as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const FileQuestion = /* @__PURE__ */ createIcon(drawing);
