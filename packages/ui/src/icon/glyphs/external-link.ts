import { ExternalLink as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const ExternalLink = /* @__PURE__ */ createIcon(drawing);
