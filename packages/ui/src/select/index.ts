export { Select, SelectItem, SelectGroup, SelectLabel, SelectSeparator } from './select';
export type { SelectProps } from './select';
