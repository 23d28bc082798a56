export { Header, headerAccountLinks, type HeaderProps } from './header';
export type { HeaderAccountAction, HeaderAccountLink } from './header-account-menu';
