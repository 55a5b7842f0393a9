import { Video as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Video = /* @__PURE__ */ createIcon(drawing);
