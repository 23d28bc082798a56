export { SearchBox, type SearchBoxLabels, type SearchBoxProps } from './search-box';
export { searchBoxFieldVariants, searchBoxOptionVariants } from './search-box.variants';
