export { ResourcePageState, resourcePageStatus } from './resource-page-state';
export type {
  ResourcePageStateProps,
  ResourcePageStateTexts,
  ResourcePageStatus,
} from './resource-page-state';
