import * as apiInput from '@lp/locales/en/api-input';
import { codedMessages, keptAtLoad } from './coded-messages';

/**
 * The API's input checks (the contract's zod schemas): each text is a message with a code, so a
 * client says it in its own language. Made once when a schema is built, with the field's name
 * (the API's own, in English) filled in: `inputMessages.required('Title')` → 'Title is required'.
 */
export const inputMessages = /* @__PURE__ */ codedMessages(apiInput, (m) => ({
  required: (field: string) => keptAtLoad(m.required({ field })),
  tooLong: (field: string, max: number) => keptAtLoad(m.tooLong({ field, max })),
  controlCharacters: (field: string) => keptAtLoad(m.controlCharacters({ field })),
  oneOf: (field: string, choices: readonly (string | number)[]) =>
    keptAtLoad(m.oneOf({ field, choices: choices.join(', ') })),
  number: (field: string) => keptAtLoad(m.number({ field })),
  wholeNumberFrom: (field: string, min: number) => keptAtLoad(m.wholeNumberFrom({ field, min })),
  atLeast: (field: string, min: number) => keptAtLoad(m.atLeast({ field, min })),
  atMost: (field: string, max: number) => keptAtLoad(m.atMost({ field, max })),
  invalid: (field: string) => keptAtLoad(m.invalid({ field })),
  text: (field: string) => keptAtLoad(m.text({ field })),
  rangeTooLong: (days: number) => keptAtLoad(m.rangeTooLong({ days })),
  tooManyAttendees: (max: number) => keptAtLoad(m.tooManyAttendees({ max })),
}));
