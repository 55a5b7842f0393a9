import { WifiOff as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const WifiOff = /* @__PURE__ */ createIcon(drawing);
