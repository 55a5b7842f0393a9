import { RefreshCw as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const RefreshCw = /* @__PURE__ */ createIcon(drawing);
