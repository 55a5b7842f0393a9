import { Search as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const Search = /* @__PURE__ */ createIcon(drawing);
