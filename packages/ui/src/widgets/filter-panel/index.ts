export { FilterPanel, type FilterPanelLabels, type FilterPanelProps } from './filter-panel';
