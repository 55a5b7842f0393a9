import { Kanban as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Kanban = /* @__PURE__ */ createIcon(drawing);
