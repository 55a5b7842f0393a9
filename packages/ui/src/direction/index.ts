export {
  DirectionProvider,
  useDirection,
  useDocumentDirection,
  inlineArrow,
  arrowKeyTowards,
  readDocumentDirection,
} from './direction';
export type { DirectionProviderProps, TextDirection } from './direction';
