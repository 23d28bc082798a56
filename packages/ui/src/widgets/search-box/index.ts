export { SearchBox, type SearchBoxProps } from './search-box';
export { searchBoxFieldVariants, searchBoxOptionVariants } from './search-box.variants';
