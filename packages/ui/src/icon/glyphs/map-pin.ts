import { MapPin as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const MapPin = /* @__PURE__ */ createIcon(drawing);
