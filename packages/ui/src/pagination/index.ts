export { Pagination, paginationRange } from './pagination';
export type { PaginationProps, PaginationItem } from './pagination';
