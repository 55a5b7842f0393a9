import { ListChecks as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const ListChecks = /* @__PURE__ */ createIcon(drawing);
