export { Select, SelectItem, SelectGroup, SelectLabel, SelectSeparator } from './select';
export type { SelectProps } from './select';
export { NativeSelect } from './native-select';
export type { NativeSelectProps } from './native-select';
