import { ChartColumn as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const ChartColumn = /* @__PURE__ */ createIcon(drawing);
