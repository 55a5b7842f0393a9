export {
  CODED_TEXTS_REMEMBERED,
  codedMessages,
  keptAtLoad,
  messageCodeOf,
  messageIn,
  splitMessageCode,
} from './coded-messages';
export type {
  CodedMessages,
  CompiledNamespace,
  MessageCode,
  MessageValues,
} from './coded-messages';
export { inputMessages } from './input';
