// Server rendering, as a Node server or a static site generator would do it: proves the
// packages import and render without a DOM (no window, document or storage at import or render).
import { renderToString } from 'react-dom/server';
import { App } from './app';

export function render(): string {
  return renderToString(<App brand="default" />);
}
