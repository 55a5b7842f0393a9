import { Inbox as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Inbox = /* @__PURE__ */ createIcon(drawing);
