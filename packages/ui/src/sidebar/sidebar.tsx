import * as sidebarMessages from '@lp/locales/en/ui-sidebar';
import { cva } from 'class-variance-authority';
import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { ChevronDown, PanelLeftClose, PanelLeftOpen } from '../icon';
import { useMessages } from '../i18n';
import { cn } from '../lib/cn';
import { Link } from '../link';
import { isNavItemActive, navGroupHasActive, type NavItem, type NavSection } from './nav-items';
import { useRailTooltip } from './rail-tooltip';
import { useSidebarState, type UseSidebarStateOptions } from './use-sidebar-state';

export const sidebarVariants = cva(
  [
    'group/sidebar flex flex-col overflow-hidden border-e border-border bg-surface font-sans text-text',
    'transition-[width] duration-200 ease-out motion-reduce:transition-none',
    'forced-colors:border-[CanvasText]',
  ],
  {
    variants: {
      variant: {
        /** The desktop rail: collapsed to 80 px, over the page when expanded by hover or focus; hidden under 768 px. */
        rail: [
          'absolute inset-y-0 start-0 z-sidebar w-(--lp-size-sidebar-collapsed)',
          'data-[state=expanded]:w-(--lp-size-sidebar-expanded) data-[state=expanded]:shadow-lg',
        ],
        /** Always expanded and in the flow: the mobile side menu, or a sheet's contents. */
        panel: 'h-full w-full',
      },
    },
    defaultVariants: { variant: 'rail' },
  },
);

export const sidebarItemVariants = cva(
  [
    'flex min-h-10 cursor-pointer items-center gap-3 rounded-md py-2 text-start text-sm font-medium text-text no-underline',
    'transition-colors duration-150 motion-reduce:transition-none',
    'hover:bg-primary-subtle focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
    'data-[active=true]:bg-primary-subtle data-[active=true]:text-primary-text',
    'forced-colors:data-[active=true]:border forced-colors:data-[active=true]:border-[Highlight]',
    '[&_svg]:size-5 [&_svg]:shrink-0',
  ],
  {
    variants: {
      /** An icon-only item (the collapse toggle): a 40 px square with its icon centred, not full width. */
      iconOnly: { false: 'w-full px-3', true: 'w-10 shrink-0 justify-center px-0' },
    },
    defaultVariants: { iconOnly: false },
  },
);

const iconSlotClass = 'flex size-5 shrink-0 items-center justify-center';

const labelClass = 'min-w-0 flex-1 truncate group-data-[state=collapsed]/sidebar:sr-only';

export interface SidebarProps
  extends
    Omit<ComponentProps<'nav'>, 'children' | 'role'>,
    Omit<UseSidebarStateOptions, 'expanded'> {
  /**
   * The sections in order (LEARNING, CAREER HUB, SOCIAL, ADMIN), derived from the route table
   * and already filtered for the user's role by the access rule of @lp/contract.
   */
  sections: NavSection[];
  /** The block pinned at the bottom (SETTINGS: Your Profile, Settings). */
  settings?: NavSection;
  /** The current path; the matching item gets `aria-current="page"`. */
  activeHref?: string;
  /** Keeps the sidebar expanded (the stored toggle; always true for the panel variant). @default false */
  expanded?: boolean;
  /** Called with the wanted state when the collapse toggle is pressed; without it there is no toggle. */
  onExpandedChange?: (expanded: boolean) => void;
  /** `rail` for the desktop sidebar, `panel` for the mobile side menu. @default 'rail' */
  variant?: 'rail' | 'panel';
  /** The brand logo or product name at the top. */
  logo?: ReactNode;
  /** What stands for the brand while the rail is collapsed (the logo alone); the full `logo` is then read only by screen readers. */
  logoMark?: ReactNode;
  /** The landmark's name. @default 'Main navigation' */
  'aria-label'?: string;
  /** Name of the toggle while collapsed. @default 'Expand sidebar' */
  expandLabel?: string;
  /** Name of the toggle while expanded. @default 'Collapse sidebar' */
  collapseLabel?: string;
}

/** The collapsible left navigation of the signed-in layout (spec 1 §2.2). */
export function Sidebar({
  sections,
  settings,
  activeHref,
  expanded: expandedProp = false,
  onExpandedChange,
  variant = 'rail',
  logo,
  logoMark,
  expandOnHover,
  collapseDelay,
  dropdownCollapseDelay,
  className,
  ...allProps
}: SidebarProps) {
  const text = useMessages(sidebarMessages);
  const {
    'aria-label': ariaLabel = text.navigationLabel,
    expandLabel = text.expandLabel,
    collapseLabel = text.collapseLabel,
    ...props
  } = allProps;
  const baseId = useId();
  const pinned = variant === 'panel' || expandedProp;
  const { rootProps, expanded, openGroupId, toggleGroup } = useSidebarState({
    expanded: pinned,
    expandOnHover,
    collapseDelay,
    dropdownCollapseDelay,
  });
  // Only a collapsed rail needs the labels as tooltips; the expanded one shows them.
  const tooltip = useRailTooltip(expanded);

  const renderItem = (item: NavItem, nested: boolean) => {
    const active = isNavItemActive(item, activeHref);
    // A top-level item without an icon keeps the icon's place, so every label starts in line.
    const icon =
      item.icon || !nested ? (
        <span data-slot="sidebar-icon" aria-hidden="true" className={iconSlotClass}>
          {item.icon}
        </span>
      ) : null;
    if (item.children) {
      const listId = `${baseId}-${item.id}`;
      const open = openGroupId === listId;
      const holdsActive = navGroupHasActive(item, activeHref);
      return (
        <li key={item.id} data-slot="sidebar-group" {...tooltip.entryProps(item.label)}>
          <button
            type="button"
            data-slot="sidebar-group-trigger"
            data-state={open ? 'open' : 'closed'}
            data-active={holdsActive}
            aria-expanded={open}
            aria-controls={listId}
            className={cn(sidebarItemVariants(), 'group/trigger')}
            onClick={() => toggleGroup(listId)}
          >
            {icon}
            <span data-slot="sidebar-label" className={labelClass}>
              {item.label}
            </span>
            <ChevronDown
              aria-hidden="true"
              className="ms-auto size-4! transition-transform duration-150 group-data-[state=collapsed]/sidebar:hidden group-data-[state=open]/trigger:rotate-180 motion-reduce:transition-none"
            />
          </button>
          <ul
            id={listId}
            data-slot="sidebar-dropdown"
            data-state={open ? 'open' : 'closed'}
            hidden={!open}
            className="mt-1 ms-auto grid w-(--lp-size-dropdown-width) max-w-full gap-1 border-s border-border ps-2"
          >
            {item.children.map((child) => renderItem(child, true))}
          </ul>
        </li>
      );
    }
    return (
      <li key={item.id} data-slot="sidebar-entry" {...tooltip.entryProps(item.label)}>
        <Link
          href={item.href ?? '#'}
          aria-current={active ? 'page' : undefined}
          data-slot={nested ? 'sidebar-subitem' : 'sidebar-item'}
          data-active={active}
          className={sidebarItemVariants()}
        >
          {icon}
          <span data-slot="sidebar-label" className={labelClass}>
            {item.label}
          </span>
        </Link>
      </li>
    );
  };

  const renderSection = (section: NavSection) => {
    const titleId = `${baseId}-section-${section.id}`;
    return (
      <div
        key={section.id}
        data-slot="sidebar-section"
        role="group"
        aria-labelledby={section.title ? titleId : undefined}
        className="grid gap-1"
      >
        {section.title ? (
          <span
            id={titleId}
            data-slot="sidebar-section-title"
            className="truncate px-3 pt-2 text-xs font-semibold tracking-wide text-text-muted group-data-[state=collapsed]/sidebar:invisible"
          >
            {section.title}
          </span>
        ) : null}
        <ul className="grid gap-1">{section.items.map((item) => renderItem(item, false))}</ul>
      </div>
    );
  };

  return (
    <div
      data-slot="sidebar-frame"
      data-variant={variant}
      data-pinned={pinned}
      className={cn(
        variant === 'rail'
          ? 'relative hidden h-full shrink-0 w-(--lp-size-sidebar-collapsed) md:block data-[pinned=true]:w-(--lp-size-sidebar-expanded)'
          : 'h-full',
      )}
    >
      <nav
        data-slot="sidebar"
        data-variant={variant}
        aria-label={ariaLabel}
        className={cn(sidebarVariants({ variant }), className)}
        {...props}
        {...rootProps}
      >
        {logo || onExpandedChange ? (
          <div
            data-slot="sidebar-header"
            className={cn(
              'flex h-(--lp-size-header-height) shrink-0 items-center gap-1 ps-3 pe-2',
              // Collapsed, the mark sits above the toggle: side by side they do not fit the rail.
              logoMark &&
                'group-data-[state=collapsed]/sidebar:flex-col group-data-[state=collapsed]/sidebar:justify-center group-data-[state=collapsed]/sidebar:px-0',
            )}
          >
            {logoMark ? (
              <div
                data-slot="sidebar-logo-mark"
                aria-hidden="true"
                className="hidden group-data-[state=collapsed]/sidebar:flex"
              >
                {logoMark}
              </div>
            ) : null}
            {logo ? (
              <div
                data-slot="sidebar-logo"
                className="min-w-0 flex-1 overflow-hidden group-data-[state=collapsed]/sidebar:sr-only"
              >
                {logo}
              </div>
            ) : null}
            {onExpandedChange && variant === 'rail' ? (
              <button
                type="button"
                data-slot="sidebar-toggle"
                aria-label={expandedProp ? collapseLabel : expandLabel}
                className={sidebarItemVariants({ iconOnly: true })}
                onClick={() => onExpandedChange(!expandedProp)}
              >
                {expandedProp ? (
                  <PanelLeftClose aria-hidden="true" />
                ) : (
                  <PanelLeftOpen aria-hidden="true" />
                )}
              </button>
            ) : null}
          </div>
        ) : null}
        {/* Only the items scroll: the brand block stays put above them, and the stable gutter keeps
            the items from shifting sideways when an opened dropdown brings a scrollbar. */}
        <div
          data-slot="sidebar-scroll"
          className="flex min-h-0 flex-1 flex-col overflow-x-hidden overflow-y-auto [scrollbar-gutter:stable]"
        >
          <div data-slot="sidebar-content" className="grid flex-1 content-start gap-4 p-3">
            {sections.map(renderSection)}
          </div>
          {settings ? (
            <div data-slot="sidebar-footer" className="border-t border-border p-3">
              {renderSection(settings)}
            </div>
          ) : null}
        </div>
        {tooltip.label}
      </nav>
    </div>
  );
}
