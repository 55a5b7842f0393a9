export { anyValue, guardParser, isRecord } from './parser';
export type { ParseResult, Parser } from './parser';
export { storedUserParser, toStoredUser } from './stored-user';
