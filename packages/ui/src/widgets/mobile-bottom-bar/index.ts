export { MobileBottomBar, type MobileBottomBarLabels, type MobileBottomBarProps } from './mobile-bottom-bar';
export { mobileBottomBarItemVariants } from './mobile-bottom-bar.variants';
