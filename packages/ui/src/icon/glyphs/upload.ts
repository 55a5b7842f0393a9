import { Upload as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Upload = /* @__PURE__ */ createIcon(drawing);
