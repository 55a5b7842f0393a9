import { FileText as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const FileText = /* @__PURE__ */ createIcon(drawing);
