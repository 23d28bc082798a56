export { FilterPanel, type FilterOptionCounts, type FilterPanelLabels, type FilterPanelProps } from './filter-panel';
