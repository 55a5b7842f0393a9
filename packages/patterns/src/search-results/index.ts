export { SearchResults } from './search-results';
export type { SearchResultsProps, SearchResultCourse, SearchResultPage } from './search-results';
