export { FilterDrawer, type FilterDrawerLabels, type FilterDrawerProps } from './filter-drawer';
