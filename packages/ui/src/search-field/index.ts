export { SearchField, useSearchField } from './search-field';
export type { SearchFieldProps, UseSearchFieldOptions } from './search-field';
