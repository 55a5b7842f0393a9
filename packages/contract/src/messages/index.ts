export {
  CODED_TEXTS_REMEMBERED,
  codedMessages,
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
