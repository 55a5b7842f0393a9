import { cn, useImageFallback } from '@lp/ui';

export interface BrandMarkProps {
  /** The university's product name: its first letter stands in when there is no logo. */
  productName: string;
  /** The university's logo; a logo that fails to load gives way to the letter tile (spec 2 §8). */
  logoUrl?: string;
  /** 'sm' fits the collapsed sidebar, 'md' the sidebar header and the sign-in pages. @default 'md' */
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * The university's logo, or a letter tile in its primary colour when it has none. Decorative:
 * the product name is always written beside it or given to the link around it, so the image
 * carries an empty alt rather than saying the name twice.
 */
export function BrandMark({ productName, logoUrl, size = 'md', className }: BrandMarkProps) {
  const { broken, imageProps } = useImageFallback(logoUrl);
  const box = size === 'sm' ? 'size-7' : 'size-8';
  const tile = 'rounded-md bg-primary font-semibold text-on-primary';
  const letter = productName.trim().slice(0, 1).toUpperCase();
  if (!broken) {
    return (
      <img
        data-slot="brand-mark"
        data-letter={letter}
        src={logoUrl}
        alt=""
        // A logo that fails before the app starts (a page the server drew) would show the
        // browser's broken-image icon: Chromium and Firefox then draw the img as a box that
        // takes ::after, which a loaded logo never does, so the letter tile covers it until
        // the hook swaps in the real one.
        className={cn(
          box,
          'relative shrink-0 rounded-md object-contain after:absolute after:inset-0 after:grid after:place-items-center after:rounded-md after:bg-primary after:font-semibold after:text-on-primary after:content-[attr(data-letter)]',
          className,
        )}
        {...imageProps}
      />
    );
  }
  return (
    <span
      data-slot="brand-mark"
      aria-hidden="true"
      className={cn(box, 'grid shrink-0 place-items-center', tile, className)}
    >
      {letter}
    </span>
  );
}
