// The right-to-left run uses the real preview: its decorators read the project's direction.
export { default } from '../preview';
