import { MessagesSquare as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const MessagesSquare = /* @__PURE__ */ createIcon(drawing);
