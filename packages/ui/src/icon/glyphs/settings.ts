import { Settings as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Settings = /* @__PURE__ */ createIcon(drawing);
