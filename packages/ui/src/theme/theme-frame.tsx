import type { ColorMode } from '@lp/tokens';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../lib/cn';
import { brandCss } from './brand-css';
import { deriveBrandTheme, type BrandInput } from './derive-brand-theme';
import { useMirroredStyles } from './use-mirrored-styles';

// A standards-mode empty page: an iframe without `src` is about:blank in quirks mode, and a
// srcdoc document resolves relative URLs (fonts, images) against the page that made it.
const FRAME_DOCUMENT = '<!doctype html><html lang="en"><head></head><body></body></html>';

export interface ThemeFrameProps extends Omit<ComponentProps<'div'>, 'children' | 'title'> {
  /** The brand the content is drawn in: three colours and a font, derived by the theme engine. */
  brand: BrandInput;
  /** Light or dark, as the `dark` class on the frame's own <html>. @default 'light' */
  mode?: ColorMode;
  /** The frame's own width in CSS pixels, so media queries inside see it (1280, 768, 375...). */
  width: number;
  /** The frame's own height in CSS pixels. @default 800 */
  height?: number;
  /** The frame's accessible title. */
  title: string;
  /** Called with the frame's document once its styles are in (and with null when it goes). */
  onFrameDocument?: (document: Document | null) => void;
  /** What is drawn inside, rendered through a portal into the frame's body. */
  children: ReactNode;
}

/**
 * Renders content in a brand and mode of its own, isolated from the page's theme: an iframe
 * whose document gets copies of the page's stylesheets and one `<style>` with the brand's
 * derived variables. Being a real viewport, its media queries see `width`; it is scaled down
 * to fit its column. It is a picture, not a place to work: the frame is `inert` (no focus, no
 * pointer, hidden from assistive technology) because its content repeats the real screens,
 * whose landmarks, headings and links would otherwise be read as part of the editor's page;
 * what it shows must be said in words beside it.
 */
export function ThemeFrame({
  brand,
  mode = 'light',
  width,
  height = 800,
  title,
  onFrameDocument,
  children,
  className,
  style,
  ...props
}: ThemeFrameProps) {
  const [frameDocument, setFrameDocument] = useState<Document | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const scale = useFitScale(box, width);
  const css = useMemo(() => brandCss(deriveBrandTheme(brand)), [brand]);
  useMirroredStyles(frameDocument);

  useLayoutEffect(() => {
    if (!frameDocument) return;
    let element = frameDocument.getElementById('lp-frame-brand');
    if (!element) {
      element = frameDocument.createElement('style');
      element.id = 'lp-frame-brand';
      // Last in <head>, so it outranks the copied tokens at the same specificity.
      frameDocument.head.append(element);
    }
    element.textContent = css;
  }, [frameDocument, css]);

  useLayoutEffect(() => {
    frameDocument?.documentElement.classList.toggle('dark', mode === 'dark');
  }, [frameDocument, mode]);

  useEffect(() => {
    onFrameDocument?.(frameDocument);
  }, [frameDocument, onFrameDocument]);
  useEffect(() => () => onFrameDocument?.(null), [onFrameDocument]);

  const adopt = () => {
    const loaded = frame.current?.contentDocument;
    // Before the srcdoc arrives the frame holds a transient about:blank: wait for the real one.
    if (!loaded?.body || loaded.URL !== 'about:srcdoc') return;
    // Full height, so a screen's min-h-full fills the frame as it fills a browser window.
    loaded.documentElement.classList.add('h-full');
    loaded.body.className = 'h-full bg-surface font-sans text-text';
    setFrameDocument(loaded);
  };
  // The load event may come before React listens for it.
  useEffect(adopt, []);

  return (
    <div
      ref={box}
      data-slot="theme-frame"
      data-mode={mode}
      className={cn('relative w-full overflow-hidden', className)}
      style={{ height: Math.ceil(height * scale), ...style }}
      {...props}
    >
      <iframe
        ref={frame}
        title={title}
        srcDoc={FRAME_DOCUMENT}
        onLoad={adopt}
        tabIndex={-1}
        inert
        data-slot="theme-frame-document"
        className="absolute top-0 left-0 origin-top-left border-0"
        style={{ width, height, transform: `scale(${scale})` }}
      />
      {frameDocument ? createPortal(children, frameDocument.body) : null}
    </div>
  );
}

/** The scale at which `width` fits the element's own width (never enlarged). */
function useFitScale(element: React.RefObject<HTMLElement | null>, width: number): number {
  const [available, setAvailable] = useState(width);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => setAvailable(node.clientWidth || width);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element, width]);
  return Math.min(1, available / width);
}
