import { SearchBox } from '@sauda/ui';
import { useHeaderSearch } from './use-header-search';

/** The header's search box (§2.2); `SiteFrame` loads its code when the shopper first reaches for it. */
export default function HeaderSearch() {
  return <SearchBox {...useHeaderSearch()} />;
}
