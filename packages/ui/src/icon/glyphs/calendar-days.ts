import { CalendarDays as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const CalendarDays = /* @__PURE__ */ createIcon(drawing);
