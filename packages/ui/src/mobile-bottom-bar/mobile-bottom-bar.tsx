import * as bottomBarMessages from '@lp/locales/en/ui-mobile-bottom-bar';
import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { useMessages } from '../i18n';
import { cn } from '../lib/cn';
import { Link } from '../link';
import { isNavItemActive } from '../sidebar/nav-items';

/** One destination of the bottom bar. */
export interface BottomBarItem {
  /** The visible label (Home, Courses, Catalog, Calendar...). */
  label: string;
  /** Where it leads. */
  href: string;
  /** A decorative icon above the label. */
  icon?: ReactNode;
  /** Marks the current page, overriding the `activeHref` match. */
  isActive?: boolean;
}

export const mobileBottomBarItemVariants = cva([
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-text-muted no-underline',
  'transition-colors duration-150 motion-reduce:transition-none',
  'hover:text-text focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
  'data-[active=true]:bg-primary-subtle data-[active=true]:text-primary-text',
  'forced-colors:data-[active=true]:border forced-colors:data-[active=true]:border-[Highlight]',
  '[&_svg]:size-5 [&_svg]:shrink-0',
]);

export interface MobileBottomBarProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** The destinations, left to right (spec 1 §2.4: four per role). */
  items: BottomBarItem[];
  /** The current path; the matching item gets `aria-current="page"`. */
  activeHref?: string;
  /** The landmark's name. @default 'Bottom navigation' */
  'aria-label'?: string;
  /** Stays visible at every width (stories, previews); by default it hides from 768 px up. @default false */
  alwaysVisible?: boolean;
  /** Fixed to the bottom of the viewport; off to show it in place (stories, previews). @default true */
  pinned?: boolean;
}

/** The fixed bottom navigation of phones (spec 1 §2.4); its links follow the app's router (`RouterProvider`). */
export function MobileBottomBar({
  items,
  activeHref,
  'aria-label': ariaLabel,
  alwaysVisible = false,
  pinned = true,
  className,
  ...props
}: MobileBottomBarProps) {
  const text = useMessages(bottomBarMessages);
  return (
    <nav
      data-slot="mobile-bottom-bar"
      aria-label={ariaLabel ?? text.label}
      className={cn(
        pinned ? 'fixed' : 'static',
        'inset-x-0 bottom-0 z-sticky border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] font-sans',
        !alwaysVisible && 'md:hidden',
        'forced-colors:border-[CanvasText]',
        className,
      )}
      {...props}
    >
      <ul className="flex items-stretch gap-1 px-2 py-1">
        {items.map((item) => {
          const active = isNavItemActive({ id: item.href, ...item }, activeHref);
          return (
            <li key={item.href} className="flex flex-1">
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                data-slot="mobile-bottom-bar-item"
                data-active={active}
                className={mobileBottomBarItemVariants()}
              >
                {item.icon ? (
                  <span aria-hidden="true" className="flex items-center">
                    {item.icon}
                  </span>
                ) : null}
                <span data-slot="mobile-bottom-bar-label">{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
