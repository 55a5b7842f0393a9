import { PanelLeftOpen as drawing } from 'lucide';
import { createIcon, MIRROR_IN_RTL } from '../create-icon';

export const PanelLeftOpen = /* @__PURE__ */ createIcon(drawing, MIRROR_IN_RTL);
