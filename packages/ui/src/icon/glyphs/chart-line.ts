import { ChartLine as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const ChartLine = /* @__PURE__ */ createIcon(drawing);
