export { Header, headerAccountLinks, type HeaderProps } from './header';
export type { HeaderAccountLink } from './header-account-menu';
