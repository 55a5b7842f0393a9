import { MessageCircle as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const MessageCircle = /* @__PURE__ */ createIcon(drawing);
