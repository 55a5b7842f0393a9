import { LoaderCircle as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const LoaderCircle = /* @__PURE__ */ createIcon(drawing);
