export { ResourceProblem } from './resource-problem';
export type { ResourceProblemProps } from './resource-problem';
