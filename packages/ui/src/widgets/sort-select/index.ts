export { SortSelect, type SortSelectLabels, type SortSelectProps } from './sort-select';
