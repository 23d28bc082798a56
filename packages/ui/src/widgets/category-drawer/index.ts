export { CategoryDrawer, type CategoryDrawerProps } from './category-drawer';
