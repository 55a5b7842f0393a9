// A module of its own so the shell's frame is a small chunk: a static, named import lets the
// bundler keep only ShellFrame of @lp/patterns.
export { ShellFrame as default } from '@lp/patterns';
