export { thrownMessage, useRowAction } from './use-row-action';
export type { RowAction, RowActionFailure } from './use-row-action';
