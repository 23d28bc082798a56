export { CategoryDrawer, type CategoryDrawerLabels, type CategoryDrawerProps } from './category-drawer';
