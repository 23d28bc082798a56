export { FilterChips, type FilterChipsLabels, type FilterChipsProps } from './filter-chips';
