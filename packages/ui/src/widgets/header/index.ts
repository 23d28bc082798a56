export { Header, headerAccountLinks, type HeaderHrefs, type HeaderLabels, type HeaderProps } from './header';
export type { HeaderAccountAction, HeaderAccountLink } from './header-account-menu';
