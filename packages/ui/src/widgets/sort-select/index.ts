export { SortSelect, type SortSelectProps } from './sort-select';
