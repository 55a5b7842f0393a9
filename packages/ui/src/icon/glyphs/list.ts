import { List as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const List = /* @__PURE__ */ createIcon(drawing);
