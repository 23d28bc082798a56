export { FilterChips, type FilterChipsProps } from './filter-chips';
