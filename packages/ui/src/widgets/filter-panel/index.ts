export { FilterPanel, type FilterOptionCounts, type FilterPanelLabels, type FilterPanelProps } from './filter-panel';
export type { SingleChoiceStyle } from './option-list';
