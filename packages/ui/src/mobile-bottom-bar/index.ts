export { MobileBottomBar, mobileBottomBarItemVariants } from './mobile-bottom-bar';
export type { MobileBottomBarProps, BottomBarItem, BottomBarLinkProps } from './mobile-bottom-bar';
