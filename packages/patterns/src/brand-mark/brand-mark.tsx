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
  if (!broken) {
    return (
      <img
        data-slot="brand-mark"
        src={logoUrl}
        alt=""
        className={cn(box, 'shrink-0 rounded-md object-contain', className)}
        {...imageProps}
      />
    );
  }
  return (
    <span
      data-slot="brand-mark"
      aria-hidden="true"
      className={cn(
        box,
        'grid shrink-0 place-items-center rounded-md bg-primary font-semibold text-on-primary',
        className,
      )}
    >
      {productName.trim().slice(0, 1).toUpperCase()}
    </span>
  );
}
