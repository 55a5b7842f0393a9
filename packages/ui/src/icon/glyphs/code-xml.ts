import { CodeXml as drawing } from 'lucide';
import { createIcon } from '../create-icon';

export const CodeXml = /* @__PURE__ */ createIcon(drawing);
