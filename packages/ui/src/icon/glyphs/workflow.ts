import { Workflow as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Workflow = /* @__PURE__ */ createIcon(drawing);
