import { Link, buttonVariants, cn } from '@lp/ui';
import { ArrowLeft } from '@lp/ui/icons';

export interface BackLinkProps {
  /** Where it leads (the app's /courses). */
  href: string;
  /** The link's name, 'Back to Courses'. */
  label: string;
  /** Shows only the arrow (the name stays, for screen readers). @default false */
  iconOnly?: boolean;
  /** @default 'ghost' */
  variant?: 'ghost' | 'outline';
  className?: string;
}

/** The player's way back to the courses: a real link the app's router follows. */
export function BackLink({
  href,
  label,
  iconOnly = false,
  variant = 'ghost',
  className,
}: BackLinkProps) {
  return (
    <Link
      data-slot="back-link"
      href={href}
      className={cn(
        buttonVariants({ variant, size: iconOnly ? 'icon' : 'sm' }),
        'shrink-0',
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" />
      <span className={iconOnly ? 'sr-only' : undefined}>{label}</span>
    </Link>
  );
}
