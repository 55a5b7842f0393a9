import { cn } from '../lib/cn';

/** A colour sample. Decorative: the value it shows is always written beside it as text. */
export function Swatch({ color, className }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-slot="swatch"
      className={cn(
        'inline-block size-6 shrink-0 rounded-sm border border-border-strong align-middle',
        className,
      )}
      // A documentation page shows the token's own value: the one place a raw colour is the point.
      style={{ backgroundColor: color }}
    />
  );
}
