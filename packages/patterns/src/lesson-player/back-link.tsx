import { buttonVariants, cn } from '@lp/ui';
import type { RenderLink } from '../auth-layout';
import { PlayerIcon } from './player-icon';

export interface BackLinkProps {
  href: string;
  /** The link's name, 'Back to Courses'. */
  label: string;
  /** Shows only the arrow (the name stays, for screen readers). @default false */
  iconOnly?: boolean;
  /** @default 'ghost' */
  variant?: 'ghost' | 'outline';
  renderLink?: RenderLink;
  className?: string;
}

/** The player's way back to /courses, rendered through the app's router link when given. */
export function BackLink({
  href,
  label,
  iconOnly = false,
  variant = 'ghost',
  renderLink,
  className,
}: BackLinkProps) {
  const classes = cn(
    buttonVariants({ variant, size: iconOnly ? 'icon' : 'sm' }),
    'shrink-0',
    className,
  );
  const children = (
    <>
      <PlayerIcon name="back" />
      <span className={iconOnly ? 'sr-only' : undefined}>{label}</span>
    </>
  );
  if (renderLink) return <>{renderLink({ href, className: classes, children })}</>;
  return (
    <a data-slot="back-link" href={href} className={classes}>
      {children}
    </a>
  );
}
