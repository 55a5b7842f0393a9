import { cn, useImageFallback } from '@lp/ui';
import type { ComponentProps } from 'react';

export interface CoverImageProps extends Omit<ComponentProps<'img'>, 'src' | 'alt'> {
  /** The picture's address; missing or broken, a placeholder in the brand's colours shows. */
  src?: string | null;
  /** The text alternative; empty when the picture only decorates a titled card. @default '' */
  alt?: string;
}

/** The brand-coloured placeholder: the fallback, and the picture's ground while it loads. */
const placeholder = 'bg-linear-to-br from-primary-subtle via-surface-sunken to-surface-raised';

/** A course or event picture that falls back to a placeholder when missing or broken (spec 2 §8). */
export function CoverImage({ src, alt = '', className, onError, ref, ...props }: CoverImageProps) {
  const { broken, imageProps } = useImageFallback(src);
  if (broken) {
    return (
      <span
        data-slot="cover-image"
        data-state="fallback"
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={cn('block', placeholder, className)}
      />
    );
  }
  return (
    <img
      data-slot="cover-image"
      data-state="image"
      src={src ?? undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={(event) => {
        imageProps.onError();
        onError?.(event);
      }}
      ref={(image) => {
        imageProps.ref(image);
        if (typeof ref === 'function') ref(image);
        else if (ref) ref.current = image;
      }}
      // `image-fallback`: failing before the app starts, it shows the placeholder, not the
      // browser's broken-image icon (@lp/ui's global.css).
      className={cn('image-fallback relative block object-cover', placeholder, className)}
      {...props}
    />
  );
}
