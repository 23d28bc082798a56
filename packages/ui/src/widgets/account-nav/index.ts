export {
  AccountNav,
  accountNavItems,
  type AccountNavItem,
  type AccountNavLabels,
  type AccountNavProps,
} from './account-nav';
