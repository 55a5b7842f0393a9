import { useState } from 'react';

/**
 * Whether a picture is missing or failed to load, for a component that then shows a fallback;
 * `imageProps` go on its `<img>`. It also catches a picture that failed before the app
 * started, on a page the server drew (no error listener was there to hear it): once the
 * element is attached, a broken image is complete with no natural width. Until then (or with
 * no script at all) the browser would draw its broken-image icon: give the `<img>` the
 * `image-fallback` utility (styles/global.css) and its placeholder as background, or an
 * `::after` of its own, so the failed picture shows the fallback from the first frame.
 */
export function useImageFallback(src: string | null | undefined) {
  // Remembers which address failed, so a new address gets its own chance to load.
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  const imageProps = {
    onError: () => setFailed(src ?? null),
    ref: (image: HTMLImageElement | null) => {
      if (src && image?.complete && image.naturalWidth === 0) setFailed(src);
    },
  };
  return { broken, imageProps };
}
