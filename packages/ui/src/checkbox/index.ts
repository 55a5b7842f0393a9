export { Checkbox, selectAllState, checkboxBoxClasses } from './checkbox';
export type { CheckboxProps, CheckedState } from './checkbox';
