export { FilterDrawer, type FilterDrawerProps } from './filter-drawer';
