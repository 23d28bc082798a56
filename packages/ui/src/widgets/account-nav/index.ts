export { AccountNav, accountNavItems, type AccountNavItem, type AccountNavProps } from './account-nav';
