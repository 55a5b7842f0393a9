// The canaries run with the real preview: its theme, its axe parameters and its contrast pass.
export { default } from '../preview';
