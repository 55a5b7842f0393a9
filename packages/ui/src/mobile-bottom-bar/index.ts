export { MobileBottomBar, mobileBottomBarItemVariants } from './mobile-bottom-bar';
export type { MobileBottomBarProps, BottomBarItem } from './mobile-bottom-bar';
