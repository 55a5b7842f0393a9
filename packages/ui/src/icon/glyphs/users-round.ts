import { UsersRound as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const UsersRound = /* @__PURE__ */ createIcon(drawing);
