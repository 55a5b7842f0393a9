import { Users as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Users = /* @__PURE__ */ createIcon(drawing);
